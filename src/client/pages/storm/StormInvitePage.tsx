import { Lock, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';
import { STORM_ANSWER_MAX_CHARS, type StormInvite } from '../../../shared/api/storm';
import {
  answersReadability,
  numberedReadabilityMessage,
} from '../../../shared/validation/readability';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { Button } from '../../components/ui/Button';
import { Container } from '../../components/ui/Container';
import { cx } from '../../components/ui/cx';
import { Honeypot } from '../../components/ui/Honeypot';
import { LoadingPanel } from '../../components/ui/StatusPanel';
import { isApiError } from '../../lib/api-client';
import { ScanProviders } from '../../lib/providers';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useStormInvite } from './api/get-storm-invite';
import { useSubmitStormAnswers } from './api/submit-storm-answers';
import { clearDraft, readDraft, writeDraft } from './draft-storage';

/**
 * /storm/<token> and /storm/join/<token>: the partner's five answers (docs/product.md §2, §5, §8,
 * D-10, D-18).
 */
export function StormInvitePage() {
  return (
    <ScanProviders>
      <MarketingLayout header={<StickyHeader />}>
        <StormInviteScreen />
      </MarketingLayout>
    </ScanProviders>
  );
}

const resultPath = (token: string) => `/storm/result/${encodeURIComponent(token)}`;

function StormInviteScreen() {
  useDocumentTitle('Your partner asked you 5 questions');
  const { token = '' } = useParams<{ token: string }>();
  const invite = useStormInvite(token);

  // docs/product.md §8: a missing or invalid token (or any load failure) goes to the home page.
  if (invite.isError) return <Redirect to="/" replace />;
  if (!invite.data) return <LoadingPanel label="Opening your questions…" />;
  if (invite.data.answered) return <Redirect to={resultPath(token)} replace />;
  return <StormAnswerForm token={token} invite={invite.data} />;
}

const ALERT_ID = 'storm-form-alert';
const BLANK_MESSAGE = 'Please answer all questions.';

function StormAnswerForm({ token, invite }: { token: string; invite: StormInvite }) {
  const [, navigate] = useLocation();
  const { inviterName, prompts } = invite;
  const [answers, setAnswers] = useState(() => readDraft(token, prompts.length));
  const [website, setWebsite] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [showBlank, setShowBlank] = useState(false);
  const fields = useRef<(HTMLTextAreaElement | null)[]>([]);
  const submit = useSubmitStormAnswers();

  useEffect(() => {
    writeDraft(token, answers);
  }, [token, answers]);

  const blank = answers.map((answer) => answer.trim() === '');
  // D-24: once a submit was tried, the first answer the report could not read says why, live.
  const [readChecked, setReadChecked] = useState(false);
  const problems = answersReadability(
    answers,
    prompts.map((prompt) => prompt.prompt),
  );
  const firstProblem = problems.findIndex((problem) => problem !== null);
  const problem = problems[firstProblem];
  const readMessage =
    readChecked && problem ? numberedReadabilityMessage(firstProblem + 1, problem) : null;
  // The 'answer all' message goes away once every answer has text.
  const shownMessage =
    (message === BLANK_MESSAGE && !blank.includes(true) ? null : message) ?? readMessage;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstBlank = blank.indexOf(true);
    if (firstBlank !== -1) {
      setShowBlank(true);
      setMessage(BLANK_MESSAGE);
      fields.current[firstBlank]?.focus();
      return;
    }
    if (problem) {
      setReadChecked(true);
      setMessage(null);
      fields.current[firstProblem]?.focus();
      return;
    }
    setMessage(null);
    submit.mutate(
      { token, answers: answers.map((answer) => answer.trim()), website },
      {
        onSuccess: () => {
          clearDraft(token);
          navigate(resultPath(token));
        },
        onError: (error) => {
          if (isApiError(error, 409)) {
            clearDraft(token);
            navigate(resultPath(token), { replace: true });
            return;
          }
          const refused = isApiError(error, 400) && error.code === 'answer_not_readable';
          setMessage((refused ? error.serverMessage : null) ?? 'Could not submit right now.');
        },
      },
    );
  };

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
          Free Quick Scan
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {inviterName} asked you {prompts.length} quick questions
        </h1>
        <p className="mt-3 text-lg text-pretty text-muted">
          Answer in your own words: a sentence or two is plenty. {inviterName} already answered the
          same themes. Once you send yours, you both see how aligned you are.
        </p>
        <p className="mt-4 flex items-start gap-2 text-sm text-muted">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Only people with this link see the result. It is shown on screen only, nothing is
          e-mailed, and the answers are deleted after 30 days.
        </p>

        <form noValidate onSubmit={onSubmit} className="mt-8 grid gap-5">
          {prompts.map((prompt, index) => {
            const id = `answer-${index + 1}`;
            const value = answers[index] ?? '';
            const invalid =
              (showBlank && blank[index]) || (readChecked && problems[index] !== null);
            const counterId = `${id}-count`;
            return (
              <div
                key={prompt.id}
                className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
              >
                <p className="text-xs font-semibold uppercase tracking-wider text-plum">
                  {index + 1} of {prompts.length} · {prompt.theme}
                </p>
                <label htmlFor={id} className="mt-2 block text-lg font-bold text-pretty">
                  {prompt.prompt}
                </label>
                <textarea
                  id={id}
                  ref={(element) => {
                    fields.current[index] = element;
                  }}
                  value={value}
                  maxLength={STORM_ANSWER_MAX_CHARS}
                  rows={4}
                  aria-invalid={invalid || undefined}
                  aria-describedby={cx(counterId, invalid && shownMessage ? ALERT_ID : null)}
                  onChange={(event) => {
                    const next = event.target.value;
                    setAnswers((previous) =>
                      previous.map((item, i) => (i === index ? next : item)),
                    );
                  }}
                  className={cx(
                    'mt-3 block w-full resize-y rounded-md border bg-surface px-4 py-3 text-base text-ink focus-visible:border-accent',
                    invalid ? 'border-danger' : 'border-line',
                  )}
                />
                <p
                  id={counterId}
                  className={cx(
                    'mt-1.5 text-right text-sm tabular-nums',
                    value.length >= STORM_ANSWER_MAX_CHARS
                      ? 'font-semibold text-warning'
                      : 'text-muted',
                  )}
                >
                  <span className="sr-only">Characters used: </span>
                  {value.length}/{STORM_ANSWER_MAX_CHARS}
                </p>
              </div>
            );
          })}

          <Honeypot value={website} onChange={setWebsite} />

          {shownMessage ? (
            <p
              id={ALERT_ID}
              role="alert"
              className="rounded-md bg-danger-soft px-4 py-3 font-semibold text-danger"
            >
              {shownMessage}
            </p>
          ) : null}

          <Button type="submit" size="lg" busy={submit.isPending} className="sm:justify-self-end">
            <Send aria-hidden="true" className="size-5" />
            Send my answers
          </Button>
        </form>
      </div>
    </Container>
  );
}
