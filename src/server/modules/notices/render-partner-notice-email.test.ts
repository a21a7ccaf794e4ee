import { describe, expect, it } from 'vitest';
import { mailName, partnerPageUrl } from './notice-repository';
import { renderPartnerNoticeEmail } from './render-partner-notice-email';

const link = partnerPageUrl('https://msoul.test', `det_${'A'.repeat(22)}`);

describe('renderPartnerNoticeEmail', () => {
  it("the link e-mail: the partner's link, the one reminder, in HTML and plain text", async () => {
    const email = await renderPartnerNoticeEmail({
      kind: 'link',
      senderName: 'Alex',
      recipientName: 'Sam',
      link,
      reminderAfterHours: 48,
    });
    expect(link).toBe(`https://msoul.test/p2/det_${'A'.repeat(22)}`);
    expect(email.subject).toBe('Alex sent you 10 questions on mSoul');
    for (const part of [email.html, email.text]) {
      expect(part).toContain(link);
      expect(part).toContain('Hi Sam,');
      expect(part).toMatch(/answered in 2 days we(&#x27;|')ll send one reminder/);
    }
    expect(email.html).toContain(`href="${link}"`);
    expect(email.html).not.toMatch(/<script/i);
  });

  it('the reminder says it is the only one', async () => {
    const email = await renderPartnerNoticeEmail({
      kind: 'reminder',
      senderName: null,
      recipientName: null,
      link,
      reminderAfterHours: 48,
    });
    expect(email.subject).toBe('A quick reminder: 10 questions from Your partner');
    expect(email.text).toContain('Hi,');
    expect(email.text).toContain("This is the only reminder we'll send.");
    expect(email.text).toContain(link);
  });

  it("person 1's notice: who answered and the checkout, never what they wrote", async () => {
    const checkout = 'https://msoul.test/session-checkout/det_x';
    const email = await renderPartnerNoticeEmail({
      kind: 'answered',
      partnerName: 'Sam',
      recipientName: 'Alex',
      link: checkout,
    });
    expect(email.subject).toBe('Sam has answered');
    expect(email.text).toContain(checkout);
    expect(email.text).toContain('never what they wrote');
  });
});

describe('mailName', () => {
  it('keeps a first name of letters, and nothing that could carry a link or an address', () => {
    expect(mailName('Alex Morgan')).toBe('Alex');
    expect(mailName("  Zoë-Anne O'Neil ")).toBe('Zoë-Anne');
    expect(mailName('Łukasz')).toBe('Łukasz');
    expect(mailName('alex@example.com')).toBeNull();
    expect(mailName('https://spam.example now')).toBeNull();
    expect(mailName('www.spam.example')).toBeNull();
    expect(mailName('R2D2')).toBeNull();
    expect(mailName('')).toBeNull();
    expect(mailName('A'.repeat(41))).toBeNull();
  });
});
