import type { LucideIcon } from 'lucide-react';
import {
  CircleHelp,
  Footprints,
  HeartHandshake,
  LifeBuoy,
  Lock,
  Sprout,
  TriangleAlert,
} from 'lucide-react';
import type { StormResultResponse } from '../../../shared/api/storm';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { cx } from '../../components/ui/cx';
import { AlignmentRing } from './AlignmentRing';
import { FosmSample } from './FosmSample';

export type CompleteStormResult = Extract<StormResultResponse, { status: 'complete' }>;
type AlignedStormResult = Extract<CompleteStormResult, { result: { flagged: false } }>;
type FlaggedStormResult = Extract<CompleteStormResult, { result: { flagged: true } }>;

function isFlagged(data: CompleteStormResult): data is FlaggedStormResult {
  return data.result.flagged;
}

/** What the alignment says in one line; the engine's reading of these answers, nothing more. */
function headline(alignment: number | null): string {
  if (alignment === null) {
    return 'The answers do not say enough on any theme to compare. The list below says where.';
  }
  if (alignment >= 80) return 'You two are reading from the same page.';
  if (alignment >= 60) return 'Plenty of common ground, with a few things worth talking about.';
  if (alignment >= 40) return 'Some overlap, some real differences. Worth a proper conversation.';
  return 'You see these things quite differently right now. That is worth knowing.';
}

/**
 * The free scan's result, shared by person 1's page and the token result page (D-10): the
 * couple's alignment, or, when the safety rule is on (D-22), a calm note and where to get help.
 * Both end with the help line.
 */
export function StormResultView({ data }: { data: CompleteStormResult }) {
  return isFlagged(data) ? <FlaggedResultView data={data} /> : <AlignedResultView data={data} />;
}

/**
 * docs/product.md §2 'Free scan, partner side', §3 'Storm result': alignment, green signals,
 * watch-outs, next steps, both people's answers per theme, and where it goes next.
 */
function AlignedResultView({ data }: { data: AlignedStormResult }) {
  const { result, themes, p1, p2, inviterName, helpLine } = data;
  return (
    <div className="grid gap-8">
      <section
        aria-labelledby="alignment-title"
        className="flex flex-col items-center gap-6 rounded-xl bg-surface p-6 text-center shadow-card ring-1 ring-line sm:flex-row sm:p-10 sm:text-left"
      >
        {result.alignment === null ? null : <AlignmentRing alignment={result.alignment} />}
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
            Free Quick Scan result
          </p>
          <h1
            id="alignment-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            {result.alignment === null
              ? 'Nothing to compare yet'
              : `You two are ${result.alignment}% aligned`}
          </h1>
          <p className="mt-3 text-lg text-pretty text-muted">{headline(result.alignment)}</p>
        </div>
      </section>

      <div className="grid gap-5 lg:grid-cols-3">
        <InsightList
          id="green-signals"
          title="Green signals"
          icon={Sprout}
          tone="success"
          items={result.strengths}
        />
        <InsightList
          id="watch-outs"
          title="Watch-outs"
          icon={TriangleAlert}
          tone="warning"
          items={result.risks}
        />
        <InsightList
          id="next-steps"
          title="Next steps"
          icon={Footprints}
          tone="plum"
          items={result.tips}
        />
      </div>

      {result.unclear.length > 0 ? (
        <InsightList
          id="not-compared"
          title="Not compared"
          icon={CircleHelp}
          tone="neutral"
          items={result.unclear}
        />
      ) : null}

      <FosmSample sample={result.fosmSample} inviterName={inviterName} />

      <section aria-labelledby="answers-title">
        <h2 id="answers-title" className="text-2xl font-extrabold tracking-tight">
          Your answers, side by side
        </h2>
        <p className="mt-2 text-muted">
          {inviterName} picked an option; their partner answered in their own words.
        </p>
        <ol className="mt-5 grid gap-4">
          {themes.map((theme, index) => (
            <li
              key={theme.question}
              className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
            >
              <h3 className="text-xs font-semibold uppercase tracking-wider text-plum">
                {index + 1}. {theme.theme}
              </h3>
              <div className="mt-3 grid gap-4 md:grid-cols-2">
                <AnswerBlock
                  who={inviterName}
                  question={theme.question}
                  answer={p1.answers[index]}
                  tone="accent"
                />
                <AnswerBlock
                  who="Partner"
                  question={theme.prompt}
                  answer={p2.answers[index]}
                  tone="warm"
                />
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="own-scan-title"
        className="flex flex-col gap-5 rounded-xl bg-plum p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
        data-tone="dark"
      >
        <div>
          <h2 id="own-scan-title" className="text-2xl font-extrabold tracking-tight">
            Curious what you'd answer?
          </h2>
          <p className="mt-2 text-white/85">
            Run the same free scan from your side, and invite whoever you like.
          </p>
        </div>
        <ButtonLink to="/start-scan" variant="inverse" size="lg" className="shrink-0">
          Start your own scan
        </ButtonLink>
      </section>

      <p className="flex items-start gap-2 text-sm text-muted">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        This result is shown on screen only: nothing is e-mailed. Anyone with this link can see it,
        and the answers are deleted after 30 days. Guidance, not therapy.
      </p>
      <HelpLine text={helpLine} />
    </div>
  );
}

/**
 * The safety rule's result (D-22): no ring, no percentages, nothing about the couple and neither
 * person's answers; the same page for both people, so it never says who wrote what.
 */
function FlaggedResultView({ data }: { data: FlaggedStormResult }) {
  const { result, helpLine } = data;
  return (
    <div className="grid gap-8">
      <section
        aria-labelledby="safety-title"
        className="rounded-xl bg-surface p-6 shadow-card ring-1 ring-line sm:p-10"
      >
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
          Free Quick Scan result
        </p>
        <h1
          id="safety-title"
          className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          Some things matter more than a score
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">{result.note}</p>
      </section>

      <section aria-labelledby="support-title" className="rounded-xl bg-plum-soft p-5 sm:p-8">
        <h2 id="support-title" className="flex items-center gap-2 text-xl font-bold">
          <HeartHandshake aria-hidden="true" className="size-5 shrink-0 text-plum" />
          Where to find support
        </h2>
        <ul className="mt-4 grid gap-3">
          {result.resources.map((resource) => (
            <li key={resource} className="flex gap-2 text-pretty">
              <span
                aria-hidden="true"
                className="mt-2.5 size-1.5 shrink-0 rounded-full bg-current text-plum"
              />
              {resource}
            </li>
          ))}
        </ul>
      </section>

      <p className="flex items-start gap-2 text-sm text-muted">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        This page is shown on screen only: nothing is e-mailed. Anyone with this link sees this same
        page, and the answers are deleted after 30 days.
      </p>
      <HelpLine text={helpLine} />
    </div>
  );
}

/** The one line every result ends with, flagged or not: the operator's SAFETY_RESOURCES. */
function HelpLine({ text }: { text: string }) {
  return (
    <p data-testid="help-line" className="flex items-start gap-2 text-sm text-pretty text-ink">
      <LifeBuoy aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-strong" />
      {text}
    </p>
  );
}

const toneClasses = {
  success: { box: 'bg-success-soft', icon: 'text-success' },
  warning: { box: 'bg-warning-soft', icon: 'text-warning' },
  plum: { box: 'bg-plum-soft', icon: 'text-plum' },
  neutral: { box: 'bg-surface ring-1 ring-line', icon: 'text-muted' },
} as const;

function InsightList({
  id,
  title,
  icon: Icon,
  tone,
  items,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  tone: keyof typeof toneClasses;
  items: readonly string[];
}) {
  return (
    <section aria-labelledby={id} className={cx('rounded-xl p-5 sm:p-6', toneClasses[tone].box)}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden="true" className={cx('size-5', toneClasses[tone].icon)} />
        {title}
      </h2>
      {items.length > 0 ? (
        <ul className="mt-3 grid gap-2">
          {items.map((item) => (
            <li key={item} className="flex gap-2 text-pretty">
              <span
                aria-hidden="true"
                className={cx(
                  'mt-2.5 size-1.5 shrink-0 rounded-full bg-current',
                  toneClasses[tone].icon,
                )}
              />
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-muted">Nothing stood out here this time.</p>
      )}
    </section>
  );
}

function AnswerBlock({
  who,
  question,
  answer,
  tone,
}: {
  who: string;
  question: string;
  answer: string | undefined;
  tone: 'accent' | 'warm';
}) {
  return (
    <div
      className={cx(
        'rounded-md border-l-4 p-4',
        tone === 'accent' ? 'border-accent bg-accent-soft/50' : 'border-warm bg-warm-soft/60',
      )}
    >
      <p className="text-sm font-semibold">{who}</p>
      <p className="mt-1 text-sm text-muted">{question}</p>
      <p className="mt-2 text-pretty whitespace-pre-line">{answer ?? '—'}</p>
    </div>
  );
}
