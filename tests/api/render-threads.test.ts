/**
 * The report pipeline renders on the render threads (docs/decisions/017): several payments at
 * once each give one report and one e-mail per partner, every step rendered by the pool, none by
 * the server's thread.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDeliveries, reports } from '../../src/server/db/schema';
import { listOutbox } from '../../src/server/providers/mail/outbox-mailer';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { partnerSubmit, person1Submit } from '../helpers/session-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';

const COUPLES = 4;

describe('reports rendered on the render threads', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ confirmWaitMs: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.testDatabase.database.db;

  async function post(url: string, payload?: object) {
    const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.17.0.1' });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  }

  /** A session both partners answered, with its checkout open; returns how to pay it. */
  async function answered(n: number) {
    const { refId } = await post('/api/start-session', { productType: 'detonation' });
    const email = `threads-p1-${n}@example.com`;
    await post('/api/submit', person1Submit(refId, { name: `Kai${n}`, email, partnerName: 'Lou' }));
    await post(
      '/api/person2/submit',
      partnerSubmit(refId, { email: `threads-p2-${n}@example.com` }),
    );
    const { url } = await post('/api/session-checkout', { refId });
    return { refId, checkoutId: decodeURIComponent(url.split('/').pop() ?? '') };
  }

  it('scores, renders and e-mails every paid report through the pool, once each', async () => {
    const couples = [];
    for (let n = 0; n < COUPLES; n++) couples.push(await answered(n));
    const before = t.services.renderer.completed;

    await Promise.all(couples.map((c) => post(`/api/test-checkout/${c.checkoutId}/pay`)));
    const digests = couples.map((c) => capabilityDigest(c.refId));
    const delivered = async () =>
      (
        await db()
          .select({ status: reports.status })
          .from(reports)
          .where(inArray(reports.refDigest, digests))
      ).filter((row) => row.status === 'delivered').length;
    await expect.poll(delivered, { timeout: 60_000, interval: 200 }).toBe(COUPLES);

    // One scoring + PDF task per report and one e-mail task per recipient, all on the threads.
    expect(t.services.renderer.completed - before).toBe(COUPLES * 3);
    for (const digest of digests) {
      const [report] = await db().select().from(reports).where(eq(reports.refDigest, digest));
      expect(report?.pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const sent = await db()
        .select({ status: reportDeliveries.status })
        .from(reportDeliveries)
        .where(eq(reportDeliveries.refDigest, digest));
      expect(sent.map((row) => row.status)).toEqual(['sent', 'sent']);
    }
    const reportMails = (await listOutbox(t.outboxDir)).filter((entry) =>
      entry.subject.startsWith('Your mSoul report'),
    );
    expect(reportMails).toHaveLength(COUPLES * 2);
    for (let n = 0; n < COUPLES; n++) {
      for (const who of ['p1', 'p2']) {
        const address = `threads-${who}-${n}@example.com`;
        expect(reportMails.filter((entry) => entry.recipients.includes(address))).toHaveLength(1);
      }
    }
  });

  it('closes its threads with the services: a closed pool takes no more work', async () => {
    const other = await createTestApp();
    other.services.renderer.warm();
    await other.close();
    await expect(
      other.services.renderer.scoreAndRender({
        input: {
          product: 'detonation',
          person1: { name: 'Ana' },
          person2: { name: 'Bo' },
          person1Answers: Array(10).fill('An answer.'),
          person2Answers: Array(10).fill('An answer.'),
        },
        scoring: {},
        pdf: { pageSize: 'A4', generatedOn: '2026-11-26' },
      }),
    ).rejects.toThrow(/closed/);
  });
});
