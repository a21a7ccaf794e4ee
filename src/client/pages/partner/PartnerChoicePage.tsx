import { ArrowLeft, ArrowRight, Info, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { answersFromList, type SessionView } from '../../../shared/api/sessions';
import { products } from '../../../shared/catalog';
import { partnerQuestions } from '../../../shared/questions/partner';
import type { PrivateCheck } from '../../../shared/safety/private-check';
import { COUPLE_MESSAGES, looksLikeEmail } from '../../../shared/validation/couple-rules';
import {
  PrivateCheckSection,
  privateCheckToSend,
} from '../../components/private-check/PrivateCheckSection';
import { Button } from '../../components/ui/Button';
import { ChoiceGroup, optionChoices } from '../../components/ui/ChoiceGroup';
import { cx } from '../../components/ui/cx';
import { Honeypot } from '../../components/ui/Honeypot';
import {
  QUESTION_HEADING_ID,
  QuestionHeading,
  StepProgress,
} from '../../components/ui/QuestionStep';
import { isApiError } from '../../lib/api-client';
import { useToast } from '../../lib/toast';
import { useSubmitPartnerAnswers } from './api/submit-partner-answers';
import {
  type ChoiceDraft,
  clearChoiceDraft,
  firstOpenIndex,
  readChoiceDraft,
  writeChoiceDraft,
} from './drafts';
import { SessionPage } from './PartnerFrame';
import { checkoutPath, LOCKED, SUBMIT_FAILED } from './partner-text';
import { AnswersLocked } from './SessionProblem';
import { useAnswersSent } from './use-answers-sent';

/**
 * /p2/<refId>: the partner's ten multiple-choice answers (docs/product.md §2, §4, §5, §8, D-12,
 * D-21).
 */
export function PartnerChoicePage() {
  return (
    <SessionPage title="Your 10 questions" loadingLabel="Opening your questions…">
      {({ refId, session, refresh }) =>
        session.person2CanAnswer ? (
          <ChoiceQuestionnaire refId={refId} session={session} onLocked={() => void refresh()} />
        ) : (
          <AnswersLocked checkoutPath={checkoutPath(refId)} />
        )
      }
    </SessionPage>
  );
}

const EMAIL_ID = 'partner-email';

type QuestionnaireProps = {
  refId: string;
  session: SessionView;
  /** Reloads the session after a 409, so the page shows that the answers are final. */
  onLocked: () => void;
};

function ChoiceQuestionnaire({ refId, session, onLocked }: QuestionnaireProps) {
  const { toast } = useToast();
  const submit = useSubmitPartnerAnswers();
  const answersSent = useAnswersSent(refId, session);
  const [draft, setDraft] = useState<ChoiceDraft>(() => readChoiceDraft(refId, partnerQuestions));
  const [index, setIndex] = useState(() => firstOpenIndex(draft.answers));
  const [emailError, setEmailError] = useState<string | null>(null);
  const [website, setWebsite] = useState('');
  // The private check (decision 010) is kept in memory only, never in the draft (drafts.ts): it
  // is sensitive, and a reload simply offers it again.
  const [privateCheck, setPrivateCheck] = useState<PrivateCheck>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Nothing is stored again once the answers are in: the draft was cleared on purpose.
    if (!answersSent.pending) writeChoiceDraft(refId, draft);
  }, [refId, draft, answersSent.pending]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: index is the trigger: a new question takes the focus
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const question = partnerQuestions[index];
  if (!question) return null;
  const total = partnerQuestions.length;
  const isLast = index === total - 1;
  const answer = draft.answers[index] ?? '';
  const locked = submit.isPending || answersSent.pending;
  const inviter = session.person1Name;

  const go = (next: number) => {
    moved.current = true;
    setIndex(Math.min(Math.max(next, 0), total - 1));
  };

  const choose = (value: string) =>
    setDraft((previous) => ({
      ...previous,
      answers: previous.answers.map((item, i) => (i === index ? value : item)),
    }));

  const finish = () => {
    const email = draft.email.trim();
    if (email !== '' && !looksLikeEmail(email)) {
      setEmailError(COUPLE_MESSAGES.emailInvalid);
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    submit.mutate(
      {
        refId,
        answers: answersFromList(draft.answers),
        source: 'choice',
        ...(email === '' ? {} : { email }),
        privateCheck: privateCheckToSend(privateCheck),
        website,
      },
      {
        onSuccess: ({ replaced }) => {
          clearChoiceDraft(refId);
          answersSent.sent(replaced);
        },
        onError: (error) => {
          if (isApiError(error, 409)) {
            toast({ ...LOCKED, tone: 'error' });
            onLocked();
            return;
          }
          if (isApiError(error, 400) && error.code === 'invalid_email') {
            setEmailError(COUPLE_MESSAGES.emailInvalid);
            emailRef.current?.focus();
          }
          toast({ ...SUBMIT_FAILED, tone: 'error' });
        },
      },
    );
  };

  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
        {products[session.productType].name}
      </p>
      <p className="mt-2 text-xl font-bold text-balance sm:text-2xl">
        {inviter
          ? `${inviter} asked you to answer 10 quick questions`
          : 'You have been asked to answer 10 quick questions'}
      </p>
      <p className="mt-2 text-pretty text-muted">
        Pick the answer closest to you; there are no wrong ones. Your answers are read together with{' '}
        {inviter ? `${inviter}'s` : "your partner's"} for one relationship report.
      </p>
      {session.person2Answered ? (
        <p className="mt-4 flex items-start gap-2 rounded-md bg-plum-soft px-4 py-3 text-sm text-plum">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Answers were already sent for this session. Submitting again replaces them.
        </p>
      ) : null}

      <StepProgress number={index + 1} total={total} className="mt-6" />

      <section
        aria-labelledby={QUESTION_HEADING_ID}
        className="mt-6 rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
      >
        <QuestionHeading ref={headingRef}>{question.text}</QuestionHeading>
        <ChoiceGroup
          key={question.id}
          choices={optionChoices(question.id, question.options)}
          value={answer}
          onValueChange={choose}
          disabled={locked}
          labelledBy={QUESTION_HEADING_ID}
          className="mt-6"
        />
      </section>

      {isLast ? (
        <div className="mt-6 rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-6">
          <label htmlFor={EMAIL_ID} className="font-semibold">
            Your e-mail (optional)
          </label>
          <p id={`${EMAIL_ID}-hint`} className="mt-1 text-sm text-pretty text-muted">
            Leave it to get your own copy of the report. It is used for nothing else.
          </p>
          <input
            id={EMAIL_ID}
            ref={emailRef}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            value={draft.email}
            disabled={locked}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={cx(`${EMAIL_ID}-hint`, emailError && `${EMAIL_ID}-error`)}
            onChange={(event) => {
              const email = event.target.value;
              setDraft((previous) => ({ ...previous, email }));
              if (emailError && (email.trim() === '' || looksLikeEmail(email))) setEmailError(null);
            }}
            className={cx(
              'mt-3 block min-h-12 w-full rounded-md border bg-surface px-4 py-2.5 text-base text-ink focus-visible:border-accent',
              emailError ? 'border-danger' : 'border-line',
            )}
          />
          {emailError ? (
            <p
              id={`${EMAIL_ID}-error`}
              role="alert"
              className="mt-2 text-sm font-semibold text-danger"
            >
              {emailError}
            </p>
          ) : null}
        </div>
      ) : null}

      {isLast ? (
        <PrivateCheckSection
          id="private-check"
          value={privateCheck}
          onChange={setPrivateCheck}
          disabled={locked}
          className="mt-6"
        />
      ) : null}

      <Honeypot value={website} onChange={setWebsite} />

      <div className="mt-6 flex items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0 || locked}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          Previous
        </Button>
        {isLast ? (
          <Button onClick={finish} disabled={answer === '' || locked} busy={locked}>
            {locked ? 'Submitting...' : 'Submit Answers'}
          </Button>
        ) : (
          <Button onClick={() => go(index + 1)} disabled={answer === ''}>
            Next
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        )}
      </div>
      <p className="mt-6 flex items-start gap-2 text-sm text-muted">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Only people with this link can reach this session. Answers are deleted after 30 days.
      </p>
    </div>
  );
}
