import { Button, Hr, Link, Section, Text } from '@react-email/components';
import { privacyLimits } from '../../../shared/content/limits';
import { colors } from '../../../shared/design-tokens';
import { EmailFrame, emailFont, emailSmall, emailText } from '../../report/email/EmailFrame';

export type DataLinkEmailProps = {
  /** The one-time page: `${PUBLIC_URL}/my-data/<token>`. */
  link: string;
  validHours: number;
};

const font = emailFont;
const text = emailText;
const small = emailSmall;

/**
 * The 'Manage my data' e-mail: one button to the one-time page. It names nobody: whoever asked
 * only typed an address, so the e-mail says no more than that the address is known.
 */
export function DataLinkEmail({ link, validHours }: DataLinkEmailProps) {
  return (
    <EmailFrame
      preview="Your private link to see, download, correct or delete your mSoul data."
      heading="Your data, your call"
    >
      <Text style={text}>Hi,</Text>
      <Text style={text}>
        Someone (hopefully you) asked to manage the data mSoul holds for this e-mail address. This
        link opens a private page where you can download everything, correct your name and phone
        number, or delete it all right now.
      </Text>

      <Section style={{ margin: '8px 0 24px', textAlign: 'center' }}>
        <Button
          href={link}
          style={{
            backgroundColor: colors.accent,
            color: colors.surface,
            fontFamily: font,
            fontSize: '16px',
            fontWeight: 700,
            borderRadius: '9999px',
            padding: '14px 28px',
            textDecoration: 'none',
          }}
        >
          Manage my data
        </Button>
      </Section>

      <Text style={text}>
        {`The link works once, for ${validHours} hours. If the button does not work, copy this address into your browser:`}
      </Text>
      <Text style={{ ...text, wordBreak: 'break-all' }}>
        <Link href={link} style={{ color: colors['accent-strong'] }}>
          {link}
        </Link>
      </Text>
      <Text style={text}>
        Didn't ask for this? You can ignore this e-mail: nothing changes unless the link is opened.
        Please don't forward it: whoever opens it can see and delete your data.
      </Text>

      <Hr style={{ borderColor: colors.line, margin: '24px 0 16px' }} />
      <Text style={small}>
        {`We delete answers automatically after ${privacyLimits.retentionDays} days. This e-mail was sent because of a request on our Privacy & Ethics page.`}
      </Text>
      <Text style={small}>mSoul</Text>
    </EmailFrame>
  );
}
