import { describe, expect, it } from 'vitest';
import { resumeLinkUrl } from './draft-repository';
import { RESUME_EMAIL_SUBJECT, renderResumeEmail } from './render-resume-email';

const link = resumeLinkUrl('https://msoul.test', `rsm_${'A'.repeat(22)}`);

describe('renderResumeEmail', () => {
  it('carries the resume link in HTML and plain text, and no one’s data', async () => {
    const email = await renderResumeEmail(link);
    expect(link).toBe(`https://msoul.test/resume/rsm_${'A'.repeat(22)}`);
    expect(email.subject).toBe(RESUME_EMAIL_SUBJECT);
    for (const part of [email.html, email.text]) {
      expect(part).toContain(link);
      expect(part).toMatch(/Continue my answers/);
      expect(part).toMatch(/30 days/);
      expect(part).toMatch(/Ignore this e-mail/);
    }
    expect(email.html).toContain(`href="${link}"`);
    expect(email.html).not.toMatch(/<script/i);
  });
});
