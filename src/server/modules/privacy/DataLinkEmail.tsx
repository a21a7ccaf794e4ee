import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { privacyLimits } from '../../../shared/content/limits';
import { colors, fontFamily } from '../../../shared/design-tokens';

export type DataLinkEmailProps = {
  /** The one-time page: `${PUBLIC_URL}/my-data/<token>`. */
  link: string;
  validHours: number;
};

const font = fontFamily.sans;
const text = {
  fontFamily: font,
  fontSize: '16px',
  lineHeight: '24px',
  color: colors.ink,
  margin: '0 0 16px',
};
const small = {
  fontFamily: font,
  fontSize: '13px',
  lineHeight: '20px',
  color: colors.muted,
  margin: '0 0 6px',
};

/**
 * The 'Manage my data' e-mail: one button to the one-time page. It names nobody: whoever asked
 * only typed an address, so the e-mail says no more than that the address is known.
 */
export function DataLinkEmail({ link, validHours }: DataLinkEmailProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>Your private link to see, download, correct or delete your mSoul data.</Preview>
      <Body style={{ backgroundColor: colors.canvas, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '560px', padding: '0 16px' }}>
          <Section
            style={{
              backgroundColor: colors.plum,
              borderRadius: '20px',
              padding: '24px',
              margin: '0 0 20px',
            }}
          >
            <Text
              style={{
                ...text,
                color: colors.surface,
                fontSize: '20px',
                fontWeight: 800,
                margin: 0,
              }}
            >
              m<span style={{ color: colors.warm }}>Soul</span>
            </Text>
            <Heading
              as="h1"
              style={{
                fontFamily: font,
                color: colors.surface,
                fontSize: '26px',
                lineHeight: '32px',
                margin: '12px 0 0',
              }}
            >
              Your data, your call
            </Heading>
          </Section>

          <Text style={text}>Hi,</Text>
          <Text style={text}>
            Someone (hopefully you) asked to manage the data mSoul holds for this e-mail address.
            This link opens a private page where you can download everything, correct your name and
            phone number, or delete it all right now.
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
            Didn't ask for this? You can ignore this e-mail: nothing changes unless the link is
            opened. Please don't forward it: whoever opens it can see and delete your data.
          </Text>

          <Hr style={{ borderColor: colors.line, margin: '24px 0 16px' }} />
          <Text style={small}>
            {`We delete answers automatically after ${privacyLimits.retentionDays} days. This e-mail was sent because of a request on our Privacy & Ethics page.`}
          </Text>
          <Text style={small}>mSoul</Text>
        </Container>
      </Body>
    </Html>
  );
}
