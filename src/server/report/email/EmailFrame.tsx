import {
  Body,
  Container,
  Head,
  Heading,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
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
