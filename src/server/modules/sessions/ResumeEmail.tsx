import { Button, Hr, Link, Section, Text } from '@react-email/components';
import { privacyLimits } from '../../../shared/content/limits';
import { colors } from '../../../shared/design-tokens';
import { EmailFrame, emailFont, emailSmall, emailText } from '../../report/email/EmailFrame';

export type ResumeEmailProps = {
  /** The private page: `${PUBLIC_URL}/resume/<resumeId>`. */
  link: string;
};

/**
 * The resume link e-mail (docs/decisions/015), sent to person 1 when the two-step flow starts: one
 * button back to the answers in progress, on any device. It names nobody and quotes no answer.
 */
export function ResumeEmail({ link }: ResumeEmailProps) {
  return (
    <EmailFrame
      preview="Your private link back to your mSoul answers, on any device."
      heading="Pick up where you left off"
    >
      <Text style={emailText}>Hi,</Text>
      <Text style={emailText}>
        You started your mSoul couple report. We save your answers as you type, so life can
        interrupt: this link opens them again, on this device or any other, right where you stopped.
      </Text>

      <Section style={{ margin: '8px 0 24px', textAlign: 'center' }}>
        <Button
          href={link}
          style={{
            backgroundColor: colors.accent,
            color: colors.surface,
            fontFamily: emailFont,
            fontSize: '16px',
            fontWeight: 700,
            borderRadius: '9999px',
            padding: '14px 28px',
            textDecoration: 'none',
          }}
        >
          Continue my answers
        </Button>
      </Section>

      <Text style={emailText}>
        If the button does not work, copy this address into your browser:
      </Text>
      <Text style={{ ...emailText, wordBreak: 'break-all' }}>
        <Link href={link} style={{ color: colors['accent-strong'] }}>
          {link}
        </Link>
      </Text>
      <Text style={emailText}>
        Keep it to yourself: whoever opens it can read and change your answers until you send them.
        Didn't start a report? Ignore this e-mail and nothing happens.
      </Text>

      <Hr style={{ borderColor: colors.line, margin: '24px 0 16px' }} />
      <Text style={emailSmall}>
        {`The link works until you send your answers, then it leads to your session. Everything is deleted after ${privacyLimits.retentionDays} days, and the link stops working with it.`}
      </Text>
      <Text style={emailSmall}>mSoul</Text>
    </EmailFrame>
  );
}
