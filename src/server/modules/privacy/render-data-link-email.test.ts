import { describe, expect, it } from 'vitest';
import { renderDataLinkEmail } from './render-data-link-email';
import { dataLinkUrl } from './send-data-link';

const link = dataLinkUrl('https://msoul.test', 'A'.repeat(43));

describe('renderDataLinkEmail', () => {
  it('carries the one-time link and its 24 hours in HTML and plain text', async () => {
    const email = await renderDataLinkEmail(link);
    expect(link).toBe(`https://msoul.test/my-data/${'A'.repeat(43)}`);
    expect(email.subject).toBe('Your mSoul data link');
    for (const part of [email.html, email.text]) {
      expect(part).toContain(link);
      expect(part).toContain('24 hours');
      expect(part).toMatch(/ignore this e-mail/);
    }
    expect(email.html).toContain(`href="${link}"`);
    expect(email.html).not.toMatch(/<script/i);
  });
});
