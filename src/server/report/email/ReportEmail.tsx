import { Heading, Hr, Section, Text } from '@react-email/components';
import { products } from '../../../shared/catalog';
import { colors } from '../../../shared/design-tokens';
import type { ReportModel } from '../../../shared/report/report-model';
import { EmailFrame, emailFont, emailSmall, emailText } from './EmailFrame';

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

/**
 * The report under the safety rule (D-22): the same for both partners but for the greeting. The
 * note and where to get help; no score, grade or finding.
 */
function NeutralSection({ model }: { model: ReportModel }) {
  return (
    <Section
      data-section="safety"
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
        Why this report has no score
      </Heading>
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
    </Section>
  );
}

function ScoreSection({
  score,
  grade,
  headline,
}: {
  score: number;
  grade: string;
  headline: string;
}) {
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
        <span style={{ fontSize: '16px', color: colors.muted, fontWeight: 400 }}> / 100</span>
        <span
          style={{
            fontSize: '20px',
            color: colors.surface,
            backgroundColor: colors.accent,
            borderRadius: '12px',
            padding: '2px 10px',
            marginLeft: '12px',
          }}
        >
          {grade}
        </span>
      </Text>
      <Text style={{ ...text, fontWeight: 700, color: colors.plum, margin: 0 }}>{headline}</Text>
    </Section>
  );
}

/**
 * A short, warm summary; the full report is the attached PDF. Under the safety rule, only the
 * neutral note and where to get help. Every e-mail ends with the report's help line.
 */
export function ReportEmail({ model, recipientName, pdfFileName, disclaimers }: ReportEmailProps) {
  const { person1, person2 } = model.couple;
  const couple = `${person1.name} & ${person2.name}`;
  const product = products[model.product].name;
  const flagged = model.safety.flagged;
  // The schema keeps score and grade null exactly under the safety rule.
  const graded =
    !flagged && model.score !== null && model.grade !== null
      ? { score: model.score, grade: model.grade }
      : null;
  const findings = flagged ? [] : topFindings(model);
  const preview = graded
    ? `Your mSoul report for ${couple}: ${graded.score}/100, grade ${graded.grade}.`
    : `Your mSoul report for ${couple}.`;
  return (
    <EmailFrame preview={preview} heading={couple} subheading={product}>
      <Text style={text}>{`Hi ${recipientName},`}</Text>
      <Text style={text}>
        Your {product} report for {couple} is attached to this e-mail as a PDF ({pdfFileName}).
      </Text>

      {flagged ? <NeutralSection model={model} /> : null}

      {graded ? (
        <ScoreSection score={graded.score} grade={graded.grade} headline={model.headline} />
      ) : null}

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
      ) : (
        <Text style={text}>
          The full report, with every section, the quotes behind each finding and all{' '}
          {model.variables.length} measures, is in the attached PDF.
        </Text>
      )}

      <Hr style={{ borderColor: colors.line, margin: '24px 0 16px' }} />
      {disclaimers.map((line) => (
        <Text key={line} style={small}>
          {line}
        </Text>
      ))}
      <Text style={small}>mSoul</Text>
      <Text data-section="help-line" style={{ ...small, color: colors.ink, margin: '12px 0 0' }}>
        {model.helpLine}
      </Text>
    </EmailFrame>
  );
}
