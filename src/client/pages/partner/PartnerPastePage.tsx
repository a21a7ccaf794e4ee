import { ArrowLeft, CircleCheck, Info, Send, TriangleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { ANSWER_MAX_CHARS, answersFromList, type SessionView } from '../../../shared/api/sessions';
import { products } from '../../../shared/catalog';
import { partnerQuestions } from '../../../shared/questions/partner';
import type { PrivateCheck } from '../../../shared/safety/private-check';
import { COUPLE_MESSAGES } from '../../../shared/validation/couple-rules';
import { MIN_ANSWER_WORDS } from '../../../shared/validation/words';
import {
  PrivateCheckSection,
  privateCheckToSend,
} from '../../components/private-check/PrivateCheckSection';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { cx } from '../../components/ui/cx';
import { Honeypot } from '../../components/ui/Honeypot';
import { isApiError } from '../../lib/api-client';
import { useToast } from '../../lib/toast';
import { useSubmitPartnerAnswers } from './api/submit-partner-answers';
import { clearPasteDraft, readPasteDraft, writePasteDraft } from './drafts';
import { SessionPage } from './PartnerFrame';
import {
  checkoutPath,
  LOCKED,
  namesOf,
  possessive,
  SUBMIT_FAILED,
  sharePath,
  wordCount,
} from './partner-text';
import { AnswersLocked } from './SessionProblem';
import { useAnswersSent } from './use-answers-sent';

/**
 * /p2paste may be filled in by person 1 pasting the partner's replies: the check there says it is
 * for the partner alone, so that nobody answers it in someone else's name.
 */
function pastePrivateCheckNote(partner: string): string {
  return `For ${partner} only, answering for themselves: only used to decide whether a couple report is the right tool, never shown to the other person, never in the report. If you are pasting someone else's answers, leave this closed.`;
}

/**
 * /p2paste/<refId>: the partner's ten answers pasted as text (docs/product.md §2, §4, §5, D-16,
 * D-21).
 */
export function PartnerPastePage() {
  return (
    <SessionPage title="Paste your partner's answers" loadingLabel="Loading your session…">
      {({ refId, session, refresh }) =>
        session.person2CanAnswer ? (
          <PasteForm refId={refId} session={session} onLocked={() => void refresh()} />
        ) : (
          <AnswersLocked checkoutPath={checkoutPath(refId)} />
        )
      }
    </SessionPage>
  );
}

const HINT_ID = 'paste-hint';

type PasteFormProps = {
  refId: string;
  session: SessionView;
  /** Reloads the session after a 409, so the page shows that the answers are final. */
  onLocked: () => void;
};

function PasteForm({ refId, session, onLocked }: PasteFormProps) {
  const { toast } = useToast();
  const submit = useSubmitPartnerAnswers();
  const answersSent = useAnswersSent(refId, session);
  const [answers, setAnswers] = useState(() => readPasteDraft(refId, partnerQuestions.length));
  const [website, setWebsite] = useState('');
  // In memory only: never in the paste draft (decision 010).
  const [privateCheck, setPrivateCheck] = useState<PrivateCheck>({});
  const partner = namesOf(session).partner;
  const counts = answers.map(wordCount);
  const allValid = counts.every((count) => count.enough);
  const locked = submit.isPending || answersSent.pending;

  useEffect(() => {
    // Nothing is stored again once the answers are in: the draft was cleared on purpose.
    if (!answersSent.pending) writePasteDraft(refId, answers);
  }, [refId, answers, answersSent.pending]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!allValid || locked) return;
    submit.mutate(
      {
        refId,
        answers: answersFromList(answers.map((answer) => answer.trim())),
        source: 'paste',
        website,
        privateCheck: privateCheckToSend(privateCheck),
      },
      {
        onSuccess: ({ replaced }) => {
          clearPasteDraft(refId);
          answersSent.sent(replaced);
        },
        onError: (error) => {
          if (isApiError(error, 409)) {
            toast({ ...LOCKED, tone: 'error' });
            onLocked();
          } else if (isApiError(error, 400) && error.code === 'answer_too_short') {
            toast({
              title: 'Incomplete Answers',
              description: COUPLE_MESSAGES.pasteIncomplete,
              tone: 'error',
            });
          } else {
            toast({ ...SUBMIT_FAILED, tone: 'error' });
          }
        },
      },
    );
  };

  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
        {products[session.productType].name}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        Paste {possessive(partner)} answers
      </h1>
      <p className="mt-3 text-lg text-pretty text-muted">
        Got the replies by text? Put each one under its question. Every answer needs at least 5
        words, so the report has something to read.
      </p>
      {session.person2Answered ? (
        <p className="mt-4 flex items-start gap-2 rounded-md bg-plum-soft px-4 py-3 text-sm text-plum">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {possessive(partner)} answers are already in. Submitting here replaces them.
        </p>
      ) : null}

      <form noValidate onSubmit={onSubmit} className="mt-8 grid gap-5">
        {partnerQuestions.map((question, index) => {
          const id = `paste-answer-${index + 1}`;
          const count = counts[index] ?? wordCount('');
          return (
            <div
              key={question.id}
              className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
            >
              <label htmlFor={id} className="block text-lg font-bold text-pretty">
                <span className="text-accent-strong">{index + 1}.</span> {question.text}
              </label>
              <textarea
                id={id}
                value={answers[index] ?? ''}
                maxLength={ANSWER_MAX_CHARS}
                rows={3}
                readOnly={locked}
                aria-describedby={`${id}-count`}
                onChange={(event) => {
                  const next = event.target.value;
                  setAnswers((previous) => previous.map((item, i) => (i === index ? next : item)));
                }}
                className="mt-3 block w-full resize-y rounded-md border border-line bg-surface px-4 py-3 text-base text-ink focus-visible:border-accent"
              />
              <p
                id={`${id}-count`}
                data-enough={count.enough}
                className={cx(
                  'mt-1.5 flex items-center justify-end gap-1.5 text-sm tabular-nums',
                  count.enough ? 'font-semibold text-success' : 'text-muted',
                )}
              >
                {count.enough ? <CircleCheck aria-hidden="true" className="size-4" /> : null}
                {count.label}
                <span className="sr-only">
                  {count.enough ? ' (enough)' : ` (${MIN_ANSWER_WORDS} needed)`}
                </span>
              </p>
            </div>
          );
        })}

        <PrivateCheckSection
          id="private-check"
          value={privateCheck}
          onChange={setPrivateCheck}
          disabled={locked}
          note={pastePrivateCheckNote(partner)}
        />

        <Honeypot value={website} onChange={setWebsite} />

        {allValid ? null : (
          <p
            id={HINT_ID}
            className="flex items-start gap-2 rounded-md bg-warning-soft px-4 py-3 font-semibold text-warning"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {COUPLE_MESSAGES.pasteHint}
          </p>
        )}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <ButtonLink to={sharePath(refId)} variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-5" />
            Back to Sharing
          </ButtonLink>
          <Button
            type="submit"
            disabled={!allValid}
            busy={locked}
            aria-describedby={allValid ? undefined : HINT_ID}
          >
            {locked ? null : <Send aria-hidden="true" className="size-5" />}
            Submit All Answers
          </Button>
        </div>
      </form>
    </div>
  );
}
