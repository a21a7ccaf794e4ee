import { Text } from '@react-email/components';
import { privacyLimits } from '../../../shared/content/limits';
import {
  EmailAddressLink,
  EmailButton,
  EmailFooter,
  EmailFrame,
  emailText,
} from '../../report/email/EmailFrame';

/**
 * The three notices of a couple session (issue 24): the partner's link, the one reminder, and
 * person 1's 'your partner has answered'. Each names people by a checked first name only and
 * carries nothing anyone wrote (D-22): no answers, no private check, no report content.
 */
export type PartnerNoticeEmailProps =
  | {
      kind: 'link' | 'reminder';
      /** Person 1's first name as the partner knows it, or null ('your partner'). */
      senderName: string | null;
      /** The partner's first name as person 1 typed it, or null. */
      recipientName: string | null;
      /** `${PUBLIC_URL}/p2/<refId>`. */
      link: string;
      reminderAfterHours: number;
    }
  | {
      kind: 'answered';
      /** The partner's first name, or null. */
      partnerName: string | null;
      /** Person 1's first name, or null. */
      recipientName: string | null;
      /** `${PUBLIC_URL}/session-checkout/<refId>`. */
      link: string;
    };

const text = emailText;

function CallToAction({ href, label }: { href: string; label: string }) {
  return (
    <>
      <EmailButton href={href} label={label} />
      <EmailAddressLink
        href={href}
        lead="If the button does not work, copy this address into your browser:"
      />
    </>
  );
}

function Footer({ reason }: { reason: string }) {
  return (
    <EmailFooter
      lines={[
        `mSoul deletes answers automatically after ${privacyLimits.retentionDays} days. It is guidance, not therapy.`,
        reason,
      ]}
    />
  );
}

const greeting = (name: string | null) => (name ? `Hi ${name},` : 'Hi,');

export function PartnerNoticeEmail(props: PartnerNoticeEmailProps) {
  if (props.kind === 'answered') {
    const partner = props.partnerName ?? 'Your partner';
    return (
      <EmailFrame
        preview={`${partner} has answered. Both sets of answers are in.`}
        heading={`${partner} has answered`}
      >
        <Text style={text}>{greeting(props.recipientName)}</Text>
        <Text style={text}>
          Both sets of answers are in, so your report can be written. Pay once and it lands in your
          inbox as a PDF.
        </Text>
        <CallToAction href={props.link} label="Get the report" />
        <Text style={text}>Please don't forward this e-mail: the link opens your session.</Text>
        <Text style={text}>
          This e-mail only tells you that they answered, never what they wrote.
        </Text>
        <Footer reason="You get this one e-mail because you started this report on mSoul." />
      </EmailFrame>
    );
  }

  const sender = props.senderName ?? 'Your partner';
  const days = Math.round(props.reminderAfterHours / 24);
  const isReminder = props.kind === 'reminder';
  return (
    <EmailFrame
      preview={
        isReminder
          ? `${sender}'s 10 questions are still waiting for you. About 3 minutes.`
          : `${sender} would like your side: 10 quick questions, about 3 minutes.`
      }
      heading={isReminder ? 'Still got 3 minutes?' : 'Your turn: 10 quick questions'}
    >
      <Text style={text}>{greeting(props.recipientName)}</Text>
      {isReminder ? (
        <Text style={text}>
          {`A couple of days ago ${sender} asked for your side of an mSoul compatibility report. The questions are still waiting: 10 multiple-choice questions, about 3 minutes, no account, no app.`}
        </Text>
      ) : (
        <Text style={text}>
          {`${sender} is getting an mSoul compatibility report for the two of you, and it reads you both together. Your part: 10 multiple-choice questions, about 3 minutes. No account, no app.`}
        </Text>
      )}
      <CallToAction href={props.link} label="Answer the questions" />
      <Text style={text}>
        {`The report goes to ${sender}, and to you as well if you leave your address at the end. Please don't forward this e-mail: the link is yours.`}
      </Text>
      <Text style={text}>
        {isReminder
          ? "This is the only reminder we'll send. If now isn't the time, just ignore it."
          : `Not for you, or not now? Ignore this e-mail. If you haven't answered in ${days} days we'll send one reminder, and that's it.`}
      </Text>
      <Footer
        reason={`${sender} typed this address on mSoul to send you the questions. We keep it only as long as their session.`}
      />
    </EmailFrame>
  );
}
