import { products } from '../../../shared/catalog';
import { BAND_LEGEND, BANDS, gradeBand } from '../../../shared/report/bands';
import type { Dimension, ReportModel } from '../../../shared/report/report-model';
import {
  ACTION_PLAN,
  AVERAGE_LABEL,
  appendixText,
  CONTENTS_TITLE,
  COUPLE_VARIABLES_TITLE,
  contentsText,
  DYNAMICS,
  dimensionChartNote,
  engineLine,
  FOOTER_LINE,
  FORECAST,
  formatNumber,
  fosmEvidenceTitle,
  fosmLevelText,
  gaugeCaption,
  HALFWAY_MARK,
  honestyText,
  KEEP_IN_MIND,
  MEASURES_HEADING,
  type Names,
  NOT_ASKED,
  NOT_GRADED_TEXT,
  namesOf,
  notGradedProblems,
  notGradedWhose,
  OVERVIEW,
  PARTNER_SCORES_TITLE,
  personVariablesTitle,
  questionLine,
  READ_AS,
  rangeText,
  redFlagsText,
  reportDisclaimers,
  SAFETY_TEXT,
  SCORE_CARD,
  SHADOW_WORK,
  severityText,
  sortedRedFlags,
  THEMES,
  TRAFFIC_LIGHTS_TITLE,
  togetherText,
  trafficText,
  traumaBondText,
  VARIABLE_MISSING,
  VARIABLE_MISSING_SHORT,
  VERDICT,
  VERDICT_WORDS,
} from '../../../shared/report/report-text';
import { NOT_ENOUGH, scoreBand } from '../../../shared/report/score-band';
import { cx } from '../../components/ui/cx';
import {
  Bar,
  Bullets,
  bandChip,
  bandText,
  Chip,
  FosmMeter,
  QuoteList,
  ReportCard,
  ReportSection,
  ScoreBar,
  ScoreGauge,
} from './report-parts';

/**
 * The report as HTML (docs/report.md, 'The report page'): the PDF's sections in the PDF's order,
 * with the PDF's words (shared/report/report-text.ts), from the same report model. Ungraded (the
 * safety rule, D-22, or unreadable answers, D-24) it is the PDF's one page: the note, the
 * disclaimers and the help line.
 */
export function ReportView({ model }: { model: ReportModel }) {
  const names = namesOf(model);
  return (
    <>
      {model.safety.flagged ? <SafetyNotice model={model} /> : null}
      {model.notGraded ? <NotGradedNotice model={model} names={names} /> : null}
      {model.graded ? <GradedReport model={model} names={names} /> : <KeepInMind model={model} />}
      <p className="mt-10 border-t border-line pt-5 font-bold text-plum" data-section="help-line">
        {model.helpLine}
      </p>
      <p className="mt-6 text-sm text-muted">
        <span className="font-bold text-ink">mSoul</span>
        {` · ${products[model.product].name} · ${names.person1} & ${names.person2}`}
        <br />
        {FOOTER_LINE}
      </p>
    </>
  );
}

function SafetyNotice({ model }: { model: ReportModel }) {
  return (
    <section aria-labelledby="safety-title" data-section="safety">
      <ReportCard tone="safety">
        <p className="text-sm font-bold tracking-wider text-plum uppercase">
          {SAFETY_TEXT.eyebrow}
        </p>
        <h2 id="safety-title" className="mt-1 text-2xl font-extrabold tracking-tight">
          {SAFETY_TEXT.title}
        </h2>
        <p className="mt-3 font-bold text-plum">{model.headline}</p>
        {model.safety.note ? <p className="mt-2 text-pretty">{model.safety.note}</p> : null}
        {model.safety.resources.length > 0 ? (
          <>
            <h3 className="mt-5 text-lg font-bold">{SAFETY_TEXT.helpTitle}</h3>
            <div className="mt-2">
              <Bullets items={model.safety.resources} />
            </div>
          </>
        ) : null}
      </ReportCard>
    </section>
  );
}

function NotGradedNotice({ model, names }: { model: ReportModel; names: Names }) {
  const notGraded = model.notGraded;
  if (!notGraded) return null;
  const problems = notGradedProblems(notGraded, names);
  return (
    <section aria-labelledby="not-graded-title" data-section="not-graded">
      <ReportCard tone="safety">
        <p className="text-sm font-bold tracking-wider text-plum uppercase">
          {NOT_GRADED_TEXT.eyebrow}
        </p>
        <h2 id="not-graded-title" className="mt-1 text-2xl font-extrabold tracking-tight">
          {NOT_GRADED_TEXT.title}
        </h2>
        <p className="mt-3 font-bold text-plum">{model.headline}</p>
        <p className="mt-2 text-pretty">{notGraded.reason}</p>
        <p className="mt-2 font-bold">{notGradedWhose(notGraded, names)}</p>
        {problems.length > 0 ? (
          <>
            <h3 className="mt-5 text-lg font-bold">{NOT_GRADED_TEXT.problemsTitle}</h3>
            <div className="mt-2 text-sm">
              <Bullets items={problems} />
            </div>
          </>
        ) : null}
        <h3 className="mt-5 text-lg font-bold">{NOT_GRADED_TEXT.whatToDoTitle}</h3>
        <p className="mt-1">
          {'Write to '}
          <a
            href={`mailto:${notGraded.support}`}
            className="font-bold text-accent-strong underline underline-offset-4"
          >
            {notGraded.support}
          </a>
          {NOT_GRADED_TEXT.whatToDoAfter}
        </p>
      </ReportCard>
    </section>
  );
}

/** The disclaimers: their own section when ungraded, the appendix's first card when graded. */
function KeepInMind({ model }: { model: ReportModel }) {
  const Heading = model.graded ? 'h3' : 'h2';
  return (
    <section aria-labelledby="keep-in-mind-title" className="mt-8" data-section="keep-in-mind">
      <ReportCard tone="plum">
        <Heading id="keep-in-mind-title" className="text-lg font-bold">
          {KEEP_IN_MIND}
        </Heading>
        <div className="mt-2">
          <Bullets items={reportDisclaimers(model)} />
        </div>
        {model.graded ? <p className="mt-3 text-sm text-muted">{engineLine(model)}</p> : null}
      </ReportCard>
    </section>
  );
}

function GradedReport({ model, names }: { model: ReportModel; names: Names }) {
  return (
    <>
      {model.score !== null && model.grade !== null ? (
        <ScoreCard score={model.score} grade={model.grade} headline={model.headline} />
      ) : null}
      <section aria-labelledby="contents-title" className="mt-4" data-section="contents">
        <ReportCard tone="plum">
          <h2 id="contents-title" className="text-lg font-bold">
            {CONTENTS_TITLE}
          </h2>
          <p className="mt-1 text-pretty text-muted">{contentsText(model)}</p>
        </ReportCard>
      </section>
      <Overview model={model} names={names} />
      <Themes model={model} names={names} />
      <TraumaBond model={model} names={names} />
      <RedFlags model={model} names={names} />
      {model.dynamics.length > 0 ? (
        <ReportSection id="dynamics" text={DYNAMICS}>
          <Prose items={model.dynamics} />
        </ReportSection>
      ) : null}
      <Honesty model={model} names={names} />
      <MaxSections model={model} />
      <Appendix model={model} names={names} />
    </>
  );
}

function ScoreCard({
  score,
  grade,
  headline,
}: {
  score: number;
  grade: NonNullable<ReportModel['grade']>;
  headline: string;
}) {
  const band = gradeBand(grade);
  return (
    <section aria-labelledby="score-title" data-section="score">
      <ReportCard>
        <h2
          id="score-title"
          className="text-sm font-bold tracking-wider text-accent-strong uppercase"
        >
          {SCORE_CARD.eyebrow}
        </h2>
        <div className="mt-3 flex flex-col items-center gap-5 sm:flex-row sm:items-center">
          <ScoreGauge score={score} band={band} caption={gaugeCaption(grade)} />
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-3">
              <span
                className={cx(
                  'rounded-xl px-3 py-1 text-3xl font-extrabold text-white',
                  band === 'green' ? 'bg-success' : band === 'amber' ? 'bg-warning' : 'bg-danger',
                )}
              >
                {grade}
              </span>
              <span>
                <span className={cx('block font-bold', bandText[band])}>
                  {BANDS[band].gradeWord}
                </span>
                <span className="block text-sm text-muted">{SCORE_CARD.gradeScale}</span>
              </span>
            </div>
            <p className="mt-3 text-lg font-bold text-balance text-plum">{headline}</p>
          </div>
        </div>
      </ReportCard>
    </section>
  );
}

function DimensionBlock({ dimension, names }: { dimension: Dimension; names: Names }) {
  const band =
    dimension.trafficLight ?? (dimension.score === null ? null : scoreBand(dimension.score));
  const people = (['person1', 'person2'] as const).map((person) => ({
    person,
    value: dimension.byPerson[person],
  }));
  const nothing = dimension.score === null && people.every(({ value }) => value === null);
  return (
    <li className="py-4">
      {dimension.score !== null && band ? (
        <div data-bar-row="">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h3 className="font-bold">{dimension.label}</h3>
            <p className={cx('text-sm font-bold tabular-nums', bandText[band])}>
              {togetherText(dimension.score, BANDS[band].word)}
            </p>
          </div>
          <div className="mt-1.5">
            <Bar value={dimension.score} band={band} thick />
          </div>
        </div>
      ) : (
        <>
          <h3 className="font-bold">{dimension.label}</h3>
          <p className="text-sm text-muted italic">{NOT_ENOUGH}</p>
        </>
      )}
      {nothing ? null : (
        <dl className="mt-2 space-y-1.5">
          {people.map(({ person, value }) => (
            <div key={person} className="grid grid-cols-[5.5rem_1fr] items-center gap-2">
              <dt className="truncate text-sm text-muted">{names[person]}</dt>
              <dd>
                {value === null ? (
                  <span className="text-sm text-muted italic">{NOT_ENOUGH}</span>
                ) : (
                  <ScoreBar
                    value={value}
                    band={scoreBand(value)}
                    label={`${value} · ${BANDS[scoreBand(value)].word}`}
                  />
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

function Overview({ model, names }: { model: ReportModel; names: Names }) {
  const { max } = model;
  return (
    <ReportSection id="overview" text={OVERVIEW}>
      <ReportCard>
        <ul className="divide-y divide-line">
          {model.dimensions.map((dimension) => (
            <DimensionBlock key={dimension.id} dimension={dimension} names={names} />
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">{dimensionChartNote(HALFWAY_MARK)}</p>
      </ReportCard>
      {max ? (
        <ReportCard tone="plum">
          <h3 className="text-lg font-bold">{PARTNER_SCORES_TITLE}</h3>
          <dl className="mt-3 grid grid-cols-3 gap-3">
            {[
              [names.person1, max.partnerScores.person1],
              [names.person2, max.partnerScores.person2],
              [AVERAGE_LABEL, max.partnerScores.average],
            ].map(([label, value]) => {
              const score = Number(value);
              const band = scoreBand(score);
              return (
                <div key={String(label)} className="flex min-w-0 flex-col">
                  <dt className="order-2 truncate text-sm font-semibold">{label}</dt>
                  <dd className={cx('order-1 text-3xl font-extrabold', bandText[band])}>{score}</dd>
                  <dd className={cx('order-3 text-sm font-bold', bandText[band])}>
                    {BANDS[band].word}
                  </dd>
                </div>
              );
            })}
          </dl>
        </ReportCard>
      ) : null}
      {max ? (
        <div>
          <h3 className="text-lg font-bold">{TRAFFIC_LIGHTS_TITLE}</h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {model.dimensions.map((dimension) => (
              <ReportCard key={dimension.id} as="li" className="p-4 sm:p-4">
                <div className="flex items-start justify-between gap-2">
                  <h4 className="font-bold">
                    {dimension.score === null
                      ? dimension.label
                      : `${dimension.label} · ${dimension.score}`}
                  </h4>
                  {dimension.trafficLight ? (
                    <Chip className={bandChip[dimension.trafficLight]}>
                      {trafficText(
                        BANDS[dimension.trafficLight].light,
                        BANDS[dimension.trafficLight].word,
                      )}
                    </Chip>
                  ) : null}
                </div>
                <p className="mt-1 text-sm text-pretty text-muted">
                  {dimension.score === null ? NOT_ENOUGH : dimension.summary}
                </p>
              </ReportCard>
            ))}
          </ul>
          <p className="mt-2 text-sm text-muted">{BAND_LEGEND}</p>
        </div>
      ) : null}
    </ReportSection>
  );
}

const VERDICT_CHIPS = {
  agree: 'bg-success-soft text-success',
  differ: 'bg-warning-soft text-warning',
  cannot_compare: 'bg-canvas text-muted ring-1 ring-line',
} as const;

function Themes({ model, names }: { model: ReportModel; names: Names }) {
  if (model.themes.length === 0) return null;
  return (
    <ReportSection id="themes" text={THEMES}>
      {model.themes.map((theme) => (
        <ReportCard key={theme.id} as="article">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="text-lg font-bold">{theme.title}</h3>
            <Chip className={VERDICT_CHIPS[theme.verdict]}>{VERDICT_WORDS[theme.verdict]}</Chip>
          </div>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {(['person1', 'person2'] as const).map((person) => {
              const answer = theme[person];
              return (
                <div key={person}>
                  <p className="font-bold text-plum">{names[person]}</p>
                  <p className="text-sm text-muted">
                    {answer ? questionLine(answer.question, answer.questionText) : NOT_ASKED}
                  </p>
                  {answer ? (
                    <blockquote className="mt-2 rounded-lg border-l-4 border-warm bg-canvas px-4 py-3 italic">
                      “{answer.answer}”
                    </blockquote>
                  ) : null}
                  {answer?.reading ? (
                    <p className="mt-2 text-sm text-muted">
                      <strong className="text-ink">{READ_AS}</strong>
                      {answer.reading}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
          <p className="mt-3 text-pretty">{theme.summary}</p>
        </ReportCard>
      ))}
    </ReportSection>
  );
}

function TraumaBond({ model, names }: { model: ReportModel; names: Names }) {
  const bond = model.traumaBond;
  if (!bond) return null;
  const text = traumaBondText(bond.detected);
  return (
    <ReportSection id="trauma-bond" text={text}>
      <ReportCard>
        <Chip
          className={
            bond.detected ? 'bg-danger-soft text-danger' : 'bg-canvas text-muted ring-1 ring-line'
          }
        >
          {text.pill}
        </Chip>
        <p className="mt-3 text-pretty">{bond.summary}</p>
        <QuoteList quotes={bond.evidence} names={names} />
      </ReportCard>
    </ReportSection>
  );
}

const SEVERITY_CHIPS = {
  low: 'bg-warning-soft text-warning',
  medium: 'bg-accent-soft text-accent-strong',
  high: 'bg-danger-soft text-danger',
} as const;

function RedFlags({ model, names }: { model: ReportModel; names: Names }) {
  const flags = sortedRedFlags(model);
  return (
    <ReportSection id="red-flags" text={redFlagsText(flags.length)}>
      {flags.map((flag) => (
        <ReportCard key={flag.id} as="article">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="text-lg font-bold">{flag.title}</h3>
            <Chip className={SEVERITY_CHIPS[flag.severity]}>{severityText(flag.severity)}</Chip>
          </div>
          <p className="mt-2 text-pretty">{flag.explanation}</p>
          <QuoteList quotes={flag.evidence} names={names} />
        </ReportCard>
      ))}
    </ReportSection>
  );
}

function Prose({ items }: { items: readonly { title: string; body: string }[] }) {
  return (
    <>
      {items.map((item) => (
        <ReportCard key={item.title} as="article">
          <h3 className="text-lg font-bold">{item.title}</h3>
          <p className="mt-1 text-pretty">{item.body}</p>
        </ReportCard>
      ))}
    </>
  );
}

function Honesty({ model, names }: { model: ReportModel; names: Names }) {
  const honesty = model.honesty;
  if (!honesty) return null;
  const full = model.max !== null;
  return (
    <ReportSection id="honesty" text={honestyText(full)}>
      {honesty.insights.length > 0 ? (
        <ReportCard tone="warm">
          <Bullets items={honesty.insights} />
        </ReportCard>
      ) : null}
      {(['person1', 'person2'] as const).map((person) => {
        const reading = honesty[person];
        return (
          <ReportCard key={person}>
            <div data-bar-row="">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-bold">{names[person]}</h3>
                <p className="font-bold text-plum">{fosmLevelText(reading)}</p>
              </div>
              <div className="mt-2">
                <FosmMeter reading={reading} />
              </div>
            </div>
            {full && reading.evidence.length > 0 ? (
              <div className="mt-3 text-sm">
                <h4 className="font-bold">{fosmEvidenceTitle(reading)}</h4>
                <div className="mt-1">
                  <Bullets items={reading.evidence} />
                </div>
              </div>
            ) : null}
          </ReportCard>
        );
      })}
    </ReportSection>
  );
}

function MaxSections({ model }: { model: ReportModel }) {
  const { max } = model;
  if (!max) return null;
  return (
    <>
      {max.shadowWork.length > 0 ? (
        <ReportSection id="shadow-work" text={SHADOW_WORK}>
          <Prose items={max.shadowWork} />
        </ReportSection>
      ) : null}
      <ReportSection id="forecast" text={FORECAST}>
        <ReportCard tone="plum">
          <p className="text-pretty">{max.forecast}</p>
        </ReportCard>
      </ReportSection>
      <ReportSection id="verdict" text={VERDICT}>
        <ReportCard tone="warm">
          <p className="text-lg font-semibold text-pretty">{max.verdict}</p>
        </ReportCard>
      </ReportSection>
      {max.actionPlan.length > 0 ? (
        <ReportSection id="action-plan" text={ACTION_PLAN}>
          <ol className="space-y-4">
            {max.actionPlan.map((step, index) => (
              <ReportCard key={step.title} as="li" className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent font-extrabold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-bold">{step.title}</h3>
                  <p className="mt-1 text-pretty">{step.detail}</p>
                </div>
              </ReportCard>
            ))}
          </ol>
        </ReportSection>
      ) : null}
    </>
  );
}

function valueText(value: number | null, missing: string): string {
  return value === null ? missing : formatNumber(value);
}

function Appendix({ model, names }: { model: ReportModel; names: Names }) {
  const couple = model.variables.filter((variable) => variable.scope === 'couple');
  const one = model.variables.filter((variable) => variable.scope === 'person1');
  const two = new Map(
    model.variables
      .filter((variable) => variable.scope === 'person2')
      .map((variable) => [variable.name, variable.value]),
  );
  const cell = 'border-b border-line px-2 py-2 align-top';
  return (
    <ReportSection id="appendix" text={appendixText(model)}>
      <KeepInMind model={model} />
      {couple.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[18rem] border-collapse text-left text-sm">
            <caption className="pb-2 text-left font-bold tracking-wider text-plum uppercase">
              {`${COUPLE_VARIABLES_TITLE} (${couple.length})`}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {MEASURES_HEADING}
                </th>
                <th scope="col" className={cx(cell, 'text-right')}>
                  Value
                </th>
              </tr>
            </thead>
            <tbody>
              {couple.map((variable) => (
                <tr key={variable.name}>
                  <th scope="row" className={cx(cell, 'font-normal')}>
                    <span className="font-semibold">{variable.label}</span>{' '}
                    <span className="text-muted">{rangeText(variable)}</span>
                    <span className="block text-xs text-muted">{variable.name}</span>
                  </th>
                  <td className={cx(cell, 'text-right font-bold text-plum')}>
                    {valueText(variable.value, VARIABLE_MISSING)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {one.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[18rem] border-collapse text-left text-sm">
            <caption className="pb-2 text-left font-bold tracking-wider text-plum uppercase">
              {personVariablesTitle(one.length)}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>
                  {MEASURES_HEADING}
                </th>
                <th scope="col" className={cx(cell, 'text-right')}>
                  {names.person1}
                </th>
                <th scope="col" className={cx(cell, 'text-right')}>
                  {names.person2}
                </th>
              </tr>
            </thead>
            <tbody>
              {one.map((variable) => (
                <tr key={variable.name}>
                  <th scope="row" className={cx(cell, 'font-normal')}>
                    <span className="font-semibold">{variable.label}</span>{' '}
                    <span className="text-muted">{rangeText(variable)}</span>
                    <span className="block text-xs text-muted">{variable.name}</span>
                  </th>
                  <td className={cx(cell, 'text-right font-bold text-plum')}>
                    {valueText(variable.value, VARIABLE_MISSING_SHORT)}
                  </td>
                  <td className={cx(cell, 'text-right font-bold text-plum')}>
                    {valueText(two.get(variable.name) ?? null, VARIABLE_MISSING_SHORT)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </ReportSection>
  );
}
