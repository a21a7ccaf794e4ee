import { ArrowLeft, ArrowRight, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { answersFromList } from '../../../shared/api/sessions';
import { partnerQuestions } from '../../../shared/questions/partner';
import { COUPLE_MESSAGES, looksLikeEmail } from '../../../shared/validation/couple-rules';
import { PrivateCheckSection } from '../../components/private-check/PrivateCheckSection';
import { Button } from '../../components/ui/Button';
import { ChoiceGroup, optionChoices } from '../../components/ui/ChoiceGroup';
import { cx } from '../../components/ui/cx';
import { Honeypot } from '../../components/ui/Honeypot';
import {
  QUESTION_HEADING_ID,
  QuestionHeading,
  StepProgress,
} from '../../components/ui/QuestionStep';
import { type ChoiceDraft, choiceDrafts, firstOpenIndex, readChoiceDraft } from './drafts';
import {
  PartnerAnswersPage,
  type PartnerFormProps,
  ProductEyebrow,
  ReplacesNote,
  usePartnerAnswers,
} from './partner-answers';
import { SUBMIT_FAILED } from './partner-text';

/**
 * /p2/<refId>: the partner's ten multiple-choice answers (docs/product.md §2, §4, §5, §8, D-12,
 * D-21).
 */
export function PartnerChoicePage() {
  return (
    <PartnerAnswersPage
      title="Your 10 questions"
      loadingLabel="Opening your questions…"
      form={ChoiceQuestionnaire}
    />
  );
}

const EMAIL_ID = 'partner-email';

function ChoiceQuestionnaire(props: PartnerFormProps) {
  const { refId, session } = props;
  const [draft, setDraft] = useState<ChoiceDraft>(() => readChoiceDraft(refId, partnerQuestions));
  const partnerAnswers = usePartnerAnswers(props, draft, choiceDrafts);
  const { locked, website, setWebsite, privateCheck, setPrivateCheck } = partnerAnswers;
  const [index, setIndex] = useState(() => firstOpenIndex(draft.answers));
  const [emailError, setEmailError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const moved = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: index is the trigger: a new question takes the focus
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const question = partnerQuestions[index];
  if (!question) return null;
  const total = partnerQuestions.length;
  const isLast = index === total - 1;
  const answer = draft.answers[index] ?? '';
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

  const showEmailProblem = () => {
    setEmailError(COUPLE_MESSAGES.emailInvalid);
    emailRef.current?.focus();
  };

  const finish = () => {
    const email = draft.email.trim();
    if (email !== '' && !looksLikeEmail(email)) {
      showEmailProblem();
      return;
    }
    setEmailError(null);
    partnerAnswers.send(
      {
        answers: answersFromList(draft.answers),
        source: 'choice',
        ...(email === '' ? {} : { email }),
      },
      (code) => {
        if (code === 'invalid_email') showEmailProblem();
        return SUBMIT_FAILED;
      },
    );
  };

  return (
    <div>
      <ProductEyebrow session={session} />
      <p className="mt-2 text-xl font-bold text-balance sm:text-2xl">
        {inviter
          ? `${inviter} asked you to answer 10 quick questions`
          : 'You have been asked to answer 10 quick questions'}
      </p>
      <p className="mt-2 text-pretty text-muted">
        Pick the answer closest to you; there are no wrong ones. Your answers are read together with{' '}
        {inviter ? `${inviter}'s` : "your partner's"} for one relationship report.
      </p>
      <ReplacesNote session={session}>
        Answers were already sent for this session. Submitting again replaces them.
      </ReplacesNote>

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
