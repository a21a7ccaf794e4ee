import { Heading, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { products } from '../../../shared/catalog';
import { fosmClaim } from '../../../shared/content/claims';
import { privacyLimits } from '../../../shared/content/limits';
import { colors } from '../../../shared/design-tokens';
import { fosmLevelName } from '../../../shared/report/fosm-levels';
import type { PersonKey, ReportModel } from '../../../shared/report/report-model';
import { NOT_ENOUGH, scoreBand } from '../../../shared/report/score-band';
import { BANDS, type Grade, gradeBand } from '../bands';
import {
  EmailAddressLink,
  EmailButton,
  EmailFooter,
  EmailFrame,
  emailFont,
  emailSmall,
  emailText,
} from './EmailFrame';

/** How long the link works: the data retention (docs/product.md §9), 30 days. */
const RETENTION_DAYS = privacyLimits.retentionDays;

export type Finding = { title: string; detail: string };

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(text.trim());
  return match?.[1] ?? text.trim();
}

/** The three findings the e-mail leads with: trauma bond, then red flags by severity, then dynamics. */
export function topFindings(model: ReportModel, count = 3): Finding[] {
  const findings: Finding[] = [];
  if (model.traumaBond?.detected) {
    findings.push({
      title: 'A trauma-bond pattern',
      detail: firstSentence(model.traumaBond.summary),
    });
  }
  const flags = [...model.redFlags].sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity],
  );
  for (const flag of flags) {
    findings.push({
      title: `${flag.title} (${flag.severity} severity)`,
      detail: firstSentence(flag.explanation),
    });
  }
  for (const dynamic of model.dynamics) {
    findings.push({ title: dynamic.title, detail: firstSentence(dynamic.body) });
  }
  return findings.slice(0, count);
}

export type ReportEmailProps = {
  model: ReportModel;
  recipientName: string;
  pdfFileName: string;
  /** This recipient's own link to the report page (/report/<id>, docs/report.md). */
  reportUrl: string;
  disclaimers: readonly string[];
};

const font = emailFont;
const text = emailText;
const small = emailSmall;
const card = {
  backgroundColor: colors.surface,
  border: `1px solid ${colors.line}`,
  borderRadius: '20px',
  padding: '24px',
  margin: '0 0 20px',
};

/** A plum-edged card with a plum heading: the notices that stand in for a graded report. */
function NoticeCard({
  section,
  title,
  children,
}: {
  section: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Section
      data-section={section}
      style={{
        ...card,
        border: `2px solid ${colors.plum}`,
        borderLeft: `8px solid ${colors.plum}`,
      }}
    >
      <Heading
        as="h2"
        style={{ fontFamily: font, color: colors.plum, fontSize: '20px', margin: '0 0 8px' }}
      >
        {title}
      </Heading>
      {children}
    </Section>
  );
}

/**
 * The report under the safety rule (D-22): the same for both partners but for the greeting. The
 * note and where to get help; no score, grade or finding.
 */
function NeutralSection({ model }: { model: ReportModel }) {
  return (
    <NoticeCard section="safety" title="Why this report has no score">
      <Text style={{ ...text, fontWeight: 700, color: colors.plum }}>{model.headline}</Text>
      {model.safety.note ? <Text style={text}>{model.safety.note}</Text> : null}
      <Heading
        as="h3"
        style={{ fontFamily: font, color: colors.plum, fontSize: '16px', margin: '8px 0 8px' }}
      >
        Where to get help
      </Heading>
      {model.safety.resources.map((resource) => (
        <Text key={resource} style={{ ...text, margin: '0 0 8px' }}>
          • {resource}
        </Text>
      ))}
    </NoticeCard>
  );
}

/** D-24: the report could not be graded; why, whose answers, and where to write. */
function NotGradedSection({
  model,
  notGraded,
}: {
  model: ReportModel;
  notGraded: NonNullable<ReportModel['notGraded']>;
}) {
  const names: Record<PersonKey, string> = {
    person1: model.couple.person1.name,
    person2: model.couple.person2.name,
  };
  const whose = notGraded.people.map((person) => names[person]).join(' and ');
  return (
    <NoticeCard section="not-graded" title="This report was not graded">
      <Text style={{ ...text, fontWeight: 700, color: colors.plum }}>{model.headline}</Text>
      <Text style={text}>{notGraded.reason}</Text>
      <Text style={{ ...text, fontWeight: 700 }}>
        {`Whose answers: ${whose}'s. No score and no grade.`}
      </Text>
      <Text style={{ ...text, margin: 0 }}>
        Write to <strong>{notGraded.support}</strong>: we will look at your answers with you and
        tell you what can be done.
      </Text>
    </NoticeCard>
  );
}

/** A coloured label with its words: colour is never the only signal. */
function BandChip({ text: label, band }: { text: string; band: keyof typeof BANDS }) {
  return (
    <span
      style={{
        color: colors.surface,
        backgroundColor: BANDS[band].fill,
        borderRadius: '12px',
        padding: '2px 10px',
      }}
    >
      {label}
    </span>
  );
}

function ScoreSection({
  score,
  grade,
  headline,
}: {
  score: number;
  grade: Grade;
  headline: string;
}) {
  const band = gradeBand(grade);
  return (
    <Section data-section="score" style={card}>
      <Text
        style={{
          ...small,
          color: colors.accent,
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: '1px',
        }}
      >
        Your score
      </Text>
      <Text
        style={{
          ...text,
          fontSize: '40px',
          lineHeight: '44px',
          fontWeight: 800,
          color: colors.plum,
          margin: '0 0 4px',
        }}
      >
        {score}
        <span style={{ fontSize: '16px', color: colors.muted, fontWeight: 400 }}> / 100</span>{' '}
        <span style={{ fontSize: '20px', marginLeft: '8px' }}>
          <BandChip text={grade} band={band} />
        </span>
      </Text>
      <Text style={{ ...small, color: BANDS[band].fill, fontWeight: 700 }}>
        {`${BANDS[band].gradeWord} (grades run from A+ to F)`}
      </Text>
      <Text style={{ ...text, fontWeight: 700, color: colors.plum, margin: 0 }}>{headline}</Text>
    </Section>
  );
}

/** The dimensions in one line each: the couple's score with its band's colour and word. */
function DimensionsSection({ model }: { model: ReportModel }) {
  if (model.dimensions.length === 0) return null;
  return (
    <Section data-section="dimensions" style={card}>
      <Heading
        as="h2"
        style={{ fontFamily: font, color: colors.plum, fontSize: '18px', margin: '0 0 12px' }}
      >
        Where you stand
      </Heading>
      {model.dimensions.map((dimension) => {
        const band =
          dimension.trafficLight ?? (dimension.score === null ? null : scoreBand(dimension.score));
        return (
          <Text key={dimension.id} style={{ ...text, margin: '0 0 8px' }}>
            <strong>{dimension.label}</strong>
            {': '}
            {dimension.score === null || band === null ? (
              <em style={{ color: colors.muted }}>{NOT_ENOUGH}</em>
            ) : (
              <>
                {`${dimension.score} / 100 `}
                <span style={{ color: BANDS[band].fill, fontWeight: 700 }}>
                  {`(${BANDS[band].light}: ${BANDS[band].word.toLowerCase()})`}
                </span>
              </>
            )}
          </Text>
        );
      })}
    </Section>
  );
}

/** Each person's honesty level, with the meter's direction spelled out (D-26: 5 is candid). */
function HonestyLine({ model }: { model: ReportModel }) {
  const { honesty } = model;
  if (!honesty) return null;
  const people = [
    [model.couple.person1.name, honesty.person1],
    [model.couple.person2.name, honesty.person2],
  ] as const;
  return (
    <Text data-section="honesty" style={text}>
      <strong>{`Honesty, on the ${fosmClaim.name}`}</strong>
      {` (1 ${fosmLevelName(1).toLowerCase()} to 5 ${fosmLevelName(5).toLowerCase()}, the higher the more candid): `}
      {people
        .map(([name, reading]) =>
          reading.level === null
            ? `${name}: ${reading.name.toLowerCase()}`
            : `${name} ${reading.level} of 5, ${reading.name}`,
        )
        .join('; ')}
      .
    </Text>
  );
}

/**
 * The recipient's own link to the report page: the same report, readable on a phone or with a
 * screen reader, with the PDF to download again. The address is also written out for mail
 * programs that drop buttons.
 */
function ReportLink({ url }: { url: string }) {
  return (
    <Section data-section="report-link" style={{ margin: '0 0 20px' }}>
      <Text style={text}>
        You can also read it on the web, on any screen, and download the PDF again there:
      </Text>
      <EmailButton href={url} label="Read your report online" margin="0 0 12px" />
      <EmailAddressLink
        href={url}
        lead="Or copy this address into your browser: "
        inline
        style={small}
      />
      <Text style={small}>
        {`This link is yours alone: please don't forward it. It works until your report is deleted with your answers, ${RETENTION_DAYS} days after they were collected.`}
      </Text>
    </Section>
  );
}

/**
 * A short, warm summary; the full report is the attached PDF. Under the safety rule, only the
 * neutral note and where to get help. Every e-mail ends with the report's help line.
 */
export function ReportEmail({
  model,
  recipientName,
  pdfFileName,
  reportUrl,
  disclaimers,
}: ReportEmailProps) {
  const { person1, person2 } = model.couple;
  const couple = `${person1.name} & ${person2.name}`;
  const product = products[model.product].name;
  const flagged = model.safety.flagged;
  // The schema keeps score and grade null exactly when the report is not graded.
  const graded =
    model.graded && model.score !== null && model.grade !== null
      ? { score: model.score, grade: model.grade }
      : null;
  const findings = graded ? topFindings(model) : [];
  const preview = graded
    ? `Your mSoul report for ${couple}: ${graded.score}/100, grade ${graded.grade}.`
    : `Your mSoul report for ${couple}.`;
  return (
    <EmailFrame preview={preview} heading={couple} subheading={product}>
      <Text style={text}>{`Hi ${recipientName},`}</Text>
      <Text style={text}>
        Your {product} report for {couple} is attached to this e-mail as a PDF ({pdfFileName}).
      </Text>
      <ReportLink url={reportUrl} />

      {flagged ? <NeutralSection model={model} /> : null}
      {model.notGraded ? <NotGradedSection model={model} notGraded={model.notGraded} /> : null}

      {graded ? (
        <ScoreSection score={graded.score} grade={graded.grade} headline={model.headline} />
      ) : null}

      {graded ? <DimensionsSection model={model} /> : null}
      {graded ? <HonestyLine model={model} /> : null}

      {findings.length > 0 ? (
        <Section style={card}>
          <Heading
            as="h2"
            style={{
              fontFamily: font,
              color: colors.plum,
              fontSize: '18px',
              margin: '0 0 12px',
            }}
          >
            Three things from your report
          </Heading>
          {findings.map((finding) => (
            <Text key={finding.title} style={{ ...text, margin: '0 0 12px' }}>
              <strong>{finding.title}.</strong> {finding.detail}
            </Text>
          ))}
        </Section>
      ) : null}

      {flagged ? (
        <Text style={text}>The attached PDF holds the same note and the same list.</Text>
      ) : !graded ? (
        <Text style={text}>
          The attached PDF says the same, with the answers we could not read.
        </Text>
      ) : (
        <Text style={text}>
          The full report, with every section, the quotes behind each finding and all{' '}
          {model.variables.length} measures, is in the attached PDF.
        </Text>
      )}

      <EmailFooter lines={disclaimers}>
        <Text data-section="help-line" style={{ ...small, color: colors.ink, margin: '12px 0 0' }}>
          {model.helpLine}
        </Text>
      </EmailFooter>
    </EmailFrame>
  );
}
