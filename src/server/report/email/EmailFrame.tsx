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
import type { CSSProperties, ReactNode } from 'react';
import { colors, fontFamily } from '../../../shared/design-tokens';

/** The e-mails' type styles, from the same design tokens as the pages and the PDF. */
export const emailFont = fontFamily.sans;
export const emailText = {
  fontFamily: emailFont,
  fontSize: '16px',
  lineHeight: '24px',
  color: colors.ink,
  margin: '0 0 16px',
};
export const emailSmall = {
  fontFamily: emailFont,
  fontSize: '13px',
  lineHeight: '20px',
  color: colors.muted,
  margin: '0 0 6px',
};

/**
 * Every mSoul e-mail's frame: the preview line, the plum header band with the wordmark and the
 * e-mail's heading (and an optional line under it), then the body on the canvas colour.
 */
export function EmailFrame({
  preview,
  heading,
  subheading,
  children,
}: {
  preview: string;
  heading: string;
  subheading?: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
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
                ...emailText,
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
                fontFamily: emailFont,
                color: colors.surface,
                fontSize: '26px',
                lineHeight: '32px',
                margin: '12px 0 0',
              }}
            >
              {heading}
            </Heading>
            {subheading ? (
              <Text style={{ ...emailSmall, color: colors['plum-soft'], margin: '4px 0 0' }}>
                {subheading}
              </Text>
            ) : null}
          </Section>
          {children}
        </Container>
      </Body>
    </Html>
  );
}

/** The one call to action of an e-mail: a pill button in the accent colour, centred. */
export function EmailButton({
  href,
  label,
  margin = '8px 0 24px',
}: {
  href: string;
  label: string;
  margin?: string;
}) {
  return (
    <Section style={{ margin, textAlign: 'center' }}>
      <Button
        href={href}
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
        {label}
      </Button>
    </Section>
  );
}

/**
 * The button's address written out, for mail programs that drop buttons; `lead` is the sentence
 * before it, in the same paragraph when `inline`, as a paragraph of its own otherwise.
 */
export function EmailAddressLink({
  href,
  lead,
  inline = false,
  style = emailText,
}: {
  href: string;
  lead: string;
  inline?: boolean;
  style?: CSSProperties;
}) {
  const link = (
    <Link href={href} style={{ color: colors['accent-strong'] }}>
      {href}
    </Link>
  );
  if (inline) {
    return (
      <Text style={{ ...style, wordBreak: 'break-all' }}>
        {lead}
        {link}
      </Text>
    );
  }
  return (
    <>
      <Text style={style}>{lead}</Text>
      <Text style={{ ...style, wordBreak: 'break-all' }}>{link}</Text>
    </>
  );
}

/** The small print under a rule that ends every e-mail, signed 'mSoul'; `children` come after. */
export function EmailFooter({
  lines,
  children,
}: {
  lines: readonly string[];
  children?: ReactNode;
}) {
  return (
    <>
      <Hr style={{ borderColor: colors.line, margin: '24px 0 16px' }} />
      {lines.map((line) => (
        <Text key={line} style={emailSmall}>
          {line}
        </Text>
      ))}
      <Text style={emailSmall}>mSoul</Text>
      {children}
    </>
  );
}
