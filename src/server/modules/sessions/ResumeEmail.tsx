import { Text } from '@react-email/components';
import { privacyLimits } from '../../../shared/content/limits';
import {
  EmailAddressLink,
  EmailButton,
  EmailFooter,
  EmailFrame,
  emailText,
} from '../../report/email/EmailFrame';

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

      <EmailButton href={link} label="Continue my answers" />
      <EmailAddressLink
        href={link}
        lead="If the button does not work, copy this address into your browser:"
      />
      <Text style={emailText}>
        Keep it to yourself: whoever opens it can read and change your answers until you send them.
        Didn't start a report? Ignore this e-mail and nothing happens.
      </Text>

      <EmailFooter
        lines={[
          `The link works until you send your answers, then it leads to your session. Everything is deleted after ${privacyLimits.retentionDays} days, and the link stops working with it.`,
        ]}
      />
    </EmailFrame>
  );
}
