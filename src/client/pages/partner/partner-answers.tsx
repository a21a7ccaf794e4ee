import { Info } from 'lucide-react';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import type { ApiErrorCode } from '../../../shared/api/error';
import type { Person2SubmitBody, SessionView } from '../../../shared/api/sessions';
import { products } from '../../../shared/catalog';
import type { PrivateCheck } from '../../../shared/safety/private-check';
import { privateCheckToSend } from '../../components/private-check/PrivateCheckSection';
import { isApiError } from '../../lib/api-client';
import { type ToastMessage, useToast } from '../../lib/toast';
import { useSubmitPartnerAnswers } from './api/submit-partner-answers';
import { SessionPage } from './PartnerFrame';
import { checkoutPath, LOCKED, SUBMIT_FAILED } from './partner-text';
import { AnswersLocked } from './SessionProblem';
import { useAnswersSent } from './use-answers-sent';

/**
 * What /p2 (choice) and /p2paste (paste) share: the session gate, the submit with its toasts and
 * redirect, the draft kept in the tab (D-21), the honeypot and the private check (decision 010).
 */

export type PartnerFormProps = {
  refId: string;
  session: SessionView;
  /** Reloads the session after a 409, so the page shows that the answers are final. */
  onLocked: () => void;
};

/** The page around a partner form; once the session is paid and complete, AnswersLocked. */
export function PartnerAnswersPage({
  title,
  loadingLabel,
  form: Form,
}: {
  title: string;
  loadingLabel: string;
  form: ComponentType<PartnerFormProps>;
}) {
  return (
    <SessionPage title={title} loadingLabel={loadingLabel}>
      {({ refId, session, refresh }) =>
        session.person2CanAnswer ? (
          <Form refId={refId} session={session} onLocked={() => void refresh()} />
        ) : (
          <AnswersLocked checkoutPath={checkoutPath(refId)} />
        )
      }
    </SessionPage>
  );
}

type DraftStore<Draft> = {
  write: (refId: string, draft: Draft) => void;
  clear: (refId: string) => void;
};

/** The part of the body each page fills; the rest is the same for both. */
export type PartnerAnswers = Omit<Person2SubmitBody, 'refId' | 'website' | 'privateCheck'>;

/**
 * The state and the submit both partner forms share. `send` posts the answers; a 409 means the
 * session is paid and complete (LOCKED), a 400 gets the toast `onBadRequest` picks from its code
 * and the server's message.
 */
export function usePartnerAnswers<Draft>(
  { refId, session, onLocked }: PartnerFormProps,
  draft: Draft,
  drafts: DraftStore<Draft>,
) {
  const { toast } = useToast();
  const submit = useSubmitPartnerAnswers();
  const answersSent = useAnswersSent(refId, session);
  const [website, setWebsite] = useState('');
  // In memory only, never in the draft (drafts.ts): it is sensitive, and a reload simply offers
  // it again.
  const [privateCheck, setPrivateCheck] = useState<PrivateCheck>({});

  useEffect(() => {
    // Nothing is stored again once the answers are in: the draft was cleared on purpose.
    if (!answersSent.pending) drafts.write(refId, draft);
  }, [refId, draft, drafts, answersSent.pending]);

  const send = (
    answers: PartnerAnswers,
    onBadRequest: (code: ApiErrorCode | null, message: string | null) => ToastMessage = () =>
      SUBMIT_FAILED,
  ) =>
    submit.mutate(
      { ...answers, refId, website, privateCheck: privateCheckToSend(privateCheck) },
      {
        onSuccess: ({ replaced }) => {
          drafts.clear(refId);
          answersSent.sent(replaced);
        },
        onError: (error) => {
          if (isApiError(error, 409)) {
            toast({ ...LOCKED, tone: 'error' });
            onLocked();
            return;
          }
          const message = isApiError(error, 400)
            ? onBadRequest(error.code, error.serverMessage)
            : SUBMIT_FAILED;
          toast({ ...message, tone: 'error' });
        },
      },
    );

  return {
    send,
    /** True from the submit until the redirect: the form takes no more changes. */
    locked: submit.isPending || answersSent.pending,
    website,
    setWebsite,
    privateCheck,
    setPrivateCheck,
  };
}

/** The product the partner answers for, above the page's heading. */
export function ProductEyebrow({ session }: { session: SessionView }) {
  return (
    <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
      {products[session.productType].name}
    </p>
  );
}

/** Shown when the partner's answers are in already: a new submit replaces them. */
export function ReplacesNote({ session, children }: { session: SessionView; children: ReactNode }) {
  if (!session.person2Answered) return null;
  return (
    <p className="mt-4 flex items-start gap-2 rounded-md bg-plum-soft px-4 py-3 text-sm text-plum">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
