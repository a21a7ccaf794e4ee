import { Text } from '@react-email/components';
import { privacyLimits } from '../../../shared/content/limits';
import {
  EmailAddressLink,
  EmailButton,
  EmailFooter,
  EmailFrame,
  emailText,
} from '../../report/email/EmailFrame';

export type DataLinkEmailProps = {
  /** The one-time page: `${PUBLIC_URL}/my-data/<token>`. */
  link: string;
  validHours: number;
};

const text = emailText;

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

      <EmailButton href={link} label="Manage my data" />
      <EmailAddressLink
        href={link}
        lead={`The link works once, for ${validHours} hours. If the button does not work, copy this address into your browser:`}
      />
      <Text style={text}>
        Didn't ask for this? You can ignore this e-mail: nothing changes unless the link is opened.
        Please don't forward it: whoever opens it can see and delete your data.
      </Text>

      <EmailFooter
        lines={[
          `We delete answers automatically after ${privacyLimits.retentionDays} days. This e-mail was sent because of a request on our Privacy & Ethics page.`,
        ]}
      />
    </EmailFrame>
  );
}
