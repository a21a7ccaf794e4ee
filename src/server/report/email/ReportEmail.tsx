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
  if (model.traumaBond.detected) {
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

/** A short, warm summary; the full report is the attached PDF. Safety note first when flagged. */
export function ReportEmail({ model, recipientName, pdfFileName, disclaimers }: ReportEmailProps) {
  const { person1, person2 } = model.couple;
  const couple = `${person1.name} & ${person2.name}`;
  const product = products[model.product].name;
  const findings = topFindings(model);
  const preview = model.safety.flagged
    ? `Your mSoul report for ${couple}. Please read the safety note first.`
    : `Your mSoul report for ${couple}: ${model.score}/100, grade ${model.grade}.`;
  return (
    <EmailFrame preview={preview} heading={couple} subheading={product}>
      <Text style={text}>Hi {recipientName},</Text>
      <Text style={text}>
        Your {product} report for {couple} is attached to this e-mail as a PDF ({pdfFileName}).
      </Text>

      {model.safety.flagged ? (
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
            style={{
              fontFamily: font,
              color: colors.plum,
              fontSize: '20px',
              margin: '0 0 8px',
            }}
          >
            Your safety comes first
          </Heading>
          {model.safety.note ? <Text style={text}>{model.safety.note}</Text> : null}
          {model.safety.resources.map((resource) => (
            <Text key={resource} style={{ ...text, margin: '0 0 8px' }}>
              • {resource}
            </Text>
          ))}
        </Section>
      ) : null}

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
          {model.score}
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
            {model.grade}
          </span>
        </Text>
        <Text style={{ ...text, fontWeight: 700, color: colors.plum, margin: 0 }}>
          {model.headline}
        </Text>
      </Section>

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

      <Text style={text}>
        The full report, with every section, the quotes behind each finding and all{' '}
        {model.variables.length} measures, is in the attached PDF.
      </Text>

      <Hr style={{ borderColor: colors.line, margin: '24px 0 16px' }} />
      {disclaimers.map((line) => (
        <Text key={line} style={small}>
          {line}
        </Text>
      ))}
      <Text style={small}>mSoul</Text>
    </EmailFrame>
  );
}
