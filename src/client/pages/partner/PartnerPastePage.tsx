import { ArrowLeft, CircleCheck, Send, TriangleAlert } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { ANSWER_MAX_CHARS, answersFromList } from '../../../shared/api/sessions';
import { partnerQuestions } from '../../../shared/questions/partner';
import { COUPLE_MESSAGES } from '../../../shared/validation/couple-rules';
import {
  answersReadability,
  numberedReadabilityMessage,
} from '../../../shared/validation/readability';
import { MIN_ANSWER_WORDS } from '../../../shared/validation/words';
import { PrivateCheckSection } from '../../components/private-check/PrivateCheckSection';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { cx } from '../../components/ui/cx';
import { Honeypot } from '../../components/ui/Honeypot';
import { useToast } from '../../lib/toast';
import { pasteDrafts, readPasteDraft } from './drafts';
import {
  PartnerAnswersPage,
  type PartnerFormProps,
  ProductEyebrow,
  ReplacesNote,
  usePartnerAnswers,
} from './partner-answers';
import {
  namesOf,
  possessive,
  SUBMIT_FAILED,
  sentenceStart,
  sharePath,
  wordCount,
} from './partner-text';

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
    <PartnerAnswersPage
      title="Paste your partner's answers"
      loadingLabel="Loading your session…"
      form={PasteForm}
    />
  );
}

/** docs/product.md §5's toast when the server finds an answer under five words. */
const INCOMPLETE_ANSWERS = {
  title: 'Incomplete Answers',
  description: COUPLE_MESSAGES.pasteIncomplete,
} as const;

const HINT_ID = 'paste-hint';
const PARTNER_QUESTION_TEXTS = partnerQuestions.map((question) => question.text);
const NOT_READABLE = 'Answer Not Readable';

function PasteForm(props: PartnerFormProps) {
  const { refId, session } = props;
  const [answers, setAnswers] = useState(() => readPasteDraft(refId, partnerQuestions.length));
  const partnerAnswers = usePartnerAnswers(props, answers, pasteDrafts);
  const { locked, website, setWebsite, privateCheck, setPrivateCheck } = partnerAnswers;
  const partner = namesOf(session).partner;
  const counts = answers.map(wordCount);
  const allValid = counts.every((count) => count.enough);
  // D-24: once a submit was tried, each answer the report could not read says why, live.
  const [readChecked, setReadChecked] = useState(false);
  const problems = answersReadability(answers, PARTNER_QUESTION_TEXTS);
  const fields = useRef<(HTMLTextAreaElement | null)[]>([]);
  const { toast } = useToast();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!allValid || locked) return;
    const first = problems.findIndex((problem) => problem !== null);
    const problem = problems[first];
    if (problem) {
      setReadChecked(true);
      toast({
        title: NOT_READABLE,
        description: numberedReadabilityMessage(first + 1, problem),
        tone: 'error',
      });
      fields.current[first]?.focus();
      return;
    }
    partnerAnswers.send(
      { answers: answersFromList(answers.map((answer) => answer.trim())), source: 'paste' },
      (code, message) => {
        if (code === 'answer_too_short') return INCOMPLETE_ANSWERS;
        if (code === 'answer_not_readable' && message) {
          return { title: NOT_READABLE, description: message };
        }
        return SUBMIT_FAILED;
      },
    );
  };

  return (
    <div>
      <ProductEyebrow session={session} />
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        Paste {possessive(partner)} answers
      </h1>
      <p className="mt-3 text-lg text-pretty text-muted">
        Got the replies by text? Put each one under its question. Every answer needs at least 5
        words, so the report has something to read.
      </p>
      <ReplacesNote session={session}>
        {sentenceStart(possessive(partner))} answers are already in. Submitting here replaces them.
      </ReplacesNote>

      <form noValidate onSubmit={onSubmit} className="mt-8 grid gap-5">
        {partnerQuestions.map((question, index) => {
          const id = `paste-answer-${index + 1}`;
          const count = counts[index] ?? wordCount('');
          const problem = readChecked ? problems[index] : null;
          const problemId = `${id}-readable`;
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
                ref={(element) => {
                  fields.current[index] = element;
                }}
                value={answers[index] ?? ''}
                maxLength={ANSWER_MAX_CHARS}
                rows={3}
                readOnly={locked}
                aria-invalid={problem ? true : undefined}
                aria-describedby={cx(`${id}-count`, problem && problemId)}
                onChange={(event) => {
                  const next = event.target.value;
                  setAnswers((previous) => previous.map((item, i) => (i === index ? next : item)));
                }}
                className={cx(
                  'mt-3 block w-full resize-y rounded-md border bg-surface px-4 py-3 text-base text-ink focus-visible:border-accent',
                  problem ? 'border-danger' : 'border-line',
                )}
              />
              {problem ? (
                <p id={problemId} className="mt-1.5 text-sm font-semibold text-danger">
                  {problem.message}
                </p>
              ) : null}
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
