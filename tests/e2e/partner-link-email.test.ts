// biome-ignore-all lint/performance/useDomNodeTextContent: the tests assert the text a reader sees (innerText: CSS text-transform applied, hidden elements left out)
/**
 * The partner's link by e-mail on /text (issue 24): the optional address field under the link,
 * its rule checked in the page and on the server (an empty or malformed address, person 1's own
 * address), the keyboard path, and 'Sent!' only once the server took the e-mail, which is then
 * in the outbox; axe and no sideways scrolling at 375 px and on the desktop.
 */
import { describe, expect, test } from 'vitest';
import { PARTNER_LINK_MESSAGES } from '../../src/shared/api/partner-notices';
import { answersFromList } from '../../src/shared/api/sessions';
import { checkScreen, expectNoProblems, open, setupBrowser, visibleText } from './helpers/browser';
import { ANSWERS, post, VIEWPORTS } from './helpers/couple';
import { recordCanaries } from './helpers/log-canaries';
import { outboxMailsTo } from './helpers/outbox';

const { newPage } = setupBrowser();

async function seedSession(person1Email: string): Promise<string> {
  const start = await post('/api/start-session', { productType: 'detonation' });
  expect(start.status, await start.clone().text()).toBe(201);
  const { refId } = (await start.json()) as { refId: string };
  recordCanaries('capability id', [refId]);
  const submit = await post('/api/submit', {
    refId,
    person1: { name: 'Robin Vale', email: person1Email, partnerName: 'Kai Moss' },
    answers: answersFromList(ANSWERS),
    productType: 'detonation',
    honeypot: '',
  });
  expect(submit.status, await submit.clone().text()).toBe(200);
  return refId;
}

describe("the partner's link by e-mail", () => {
  test.each(VIEWPORTS)(
    'refuses bad addresses inline, then sends and says so (%s)',
    async (label, viewport) => {
      const tag = `${label.replace(/\W/g, '')}.${Date.now()}`;
      const person1Email = `robin.${tag}.logcanary@example.com`;
      const partnerEmail = `kai.${tag}.logcanary@example.net`;
      recordCanaries('email', [person1Email, partnerEmail]);
      recordCanaries('name', ['Robin Vale', 'Kai Moss']);
      const refId = await seedSession(person1Email);

      const opened = await newPage(viewport);
      const { page } = opened;
      await open(page, `/text/${refId}`);
      const form = page.getByRole('form', { name: 'Or let us e-mail it' });
      await form.scrollIntoViewIfNeeded();
      const field = form.getByLabel("Kai's e-mail (optional)");
      const send = form.getByRole('button', { name: 'Send link', exact: true });

      // Empty: the page's own rule, on the field, with the focus on it.
      await send.click();
      await form.getByText(PARTNER_LINK_MESSAGES.emailMissing, { exact: true }).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(
        await field.getAttribute('id'),
      );
      await checkScreen(page, viewport, `/text e-mail error (${label})`);

      // Malformed, with the keyboard.
      await field.fill('kai@');
      await field.press('Enter');
      await form.getByText(PARTNER_LINK_MESSAGES.emailInvalid, { exact: true }).waitFor();

      // Person 1's own address passes the page's rule; the server refuses it, next to the field.
      await field.fill(person1Email.toUpperCase());
      await field.press('Enter');
      await form.getByText(PARTNER_LINK_MESSAGES.ownAddress, { exact: true }).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByRole('status').innerText()).toBe('');
      expect(outboxMailsTo(person1Email)).toEqual([]);

      // The partner's address: sent, said once the server answered, in the outbox.
      await field.fill(partnerEmail);
      await send.click();
      const status = form.getByRole('status');
      await expect
        .poll(() => visibleText(status), { timeout: 10_000, interval: 100 })
        .toBe(`${PARTNER_LINK_MESSAGES.sent} We'll let you know when Kai has answered.`);
      expect(await field.getAttribute('aria-invalid')).toBeNull();
      const mails = outboxMailsTo(partnerEmail);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatch(/^Subject: Robin sent you 10 questions on mSoul\r?$/m);

      await checkScreen(page, viewport, `/text e-mail sent (${label})`);
      // The server's 400 for the own address is the only failed request.
      expectNoProblems(opened, `/text e-mail (${label})`, /status of 400/);
    },
    60_000,
  );
});
