/**
 * A read of the database yields no working link (issue 21, docs/decisions/013): refIds,
 * submission ids and free-scan tokens are stored as SHA-256 digests, and the links one capability
 * leads to are sealed under it. Rows stored before are rewritten on start-up, once, and keep
 * working; a row changed outside the product stays unusable.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeScanIntake } from '../../scripts/free-scan-intake';
import { auditEvents, localCheckouts } from '../../src/server/db/schema';
import { digestStoredCapabilityIds } from '../../src/server/modules/upgrades/digest-stored-capability-ids';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { createSubmissionSigner } from '../../src/server/security/submission-signature';
import { clientAddresses } from '../helpers/client-addresses';
import { OPEN_ANSWERS, partnerSubmit, person1Submit } from '../helpers/session-bodies';
import { tablesHolding } from '../helpers/tables-holding';
import { createTestApp, TEST_SETTINGS, type TestApp } from '../helpers/test-app';

const from = clientAddresses(25);
const signer = createSubmissionSigner(TEST_SETTINGS.secretKey);
const PRIVATE_CHECK = { hurt: 'Often', afraid: 'Sometimes' } as const;

describe('capability ids are stored as digests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ confirmWaitMs: 20_000 });
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), ...from() });
  const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };

  /** A free scan with person 1's answers: their assessment id, the partner's token, options. */
  async function freeScan(n: number) {
    const { id } = await ok('POST', '/api/assessments', freeScanIntake('links', n));
    const questions: { id: string; options: string[] }[] = await ok('GET', '/api/questions/storm');
    const responses = Object.fromEntries(questions.map((q) => [q.id, q.options[0] ?? '']));
    const saved = await ok('PATCH', `/api/assessments/${id}`, { responses });
    const partnerAnswers = questions.map((q) => q.options[1] ?? '');
    return { id: String(id), token: String(saved.storm.token), partnerAnswers };
  }

  /** A two-step session: person 1 with a private check, the partner, a checkout left open. */
  async function coupleSession(name: string) {
    const { refId } = await ok('POST', '/api/start-session', { productType: 'detonation' });
    const submitted = await ok('POST', '/api/submit', {
      ...person1Submit(refId, {
        name,
        email: `${name.toLowerCase()}@example.com`,
        partnerName: 'Sam',
      }),
      privateCheck: PRIVATE_CHECK,
    });
    await ok('POST', '/api/person2/submit', partnerSubmit(refId));
    const checkoutId = decodeURIComponent(String(submitted.checkoutUrl).split('/').pop() ?? '');
    return { refId, submissionId: String(submitted.submissionId), checkoutId };
  }

  it('keeps no refId, submission id or token in any table, after a paid report went out', async () => {
    const scan = await freeScan(1);
    await ok('POST', `/api/storm/submit/${scan.token}`, {
      answers: scan.partnerAnswers,
      website: '',
    });
    const session = await coupleSession('Nadia');
    await ok('POST', `/api/test-checkout/${session.checkoutId}/pay`);
    const confirmed = await ok('POST', '/api/session-confirm', {
      refId: session.refId,
      checkoutSessionId: session.checkoutId,
    });
    expect(confirmed.analysis).toBe('sent');
    const single = await ok('POST', '/api/start-session', { productType: 'detonation' });
    await ok('POST', '/api/email-submission', {
      refId: single.refId,
      productType: 'detonation',
      email: 'single@example.com',
      phone: '',
      person1: 'Lena',
      partnerName: 'Ravi',
      answersP1: OPEN_ANSWERS.map((answer, i) => `${i + 1}. ${answer}`).join('\n\n'),
      answersP2: OPEN_ANSWERS.map((answer, i) => `${i + 1}. ${answer}`).join('\n\n'),
    });

    for (const id of [scan.token, session.refId, session.submissionId, single.refId]) {
      expect(await tablesHolding(db(), id), id).toEqual([]);
    }
    // The links still work: the pages look them up by digest.
    expect((await call('GET', `/api/sessions/${session.refId}`)).statusCode).toBe(200);
    expect((await ok('GET', `/api/submissions/${session.submissionId}`)).refId).toBe(session.refId);
    expect((await call('GET', `/api/storm/${scan.token}`)).statusCode).toBe(200);
    expect((await ok('GET', `/api/assessments/${scan.id}`)).storm.token).toBe(scan.token);
  });

  it('rewrites rows stored before, once, and their links keep working', async () => {
    const scan = await freeScan(2);
    const session = await coupleSession('Ottilie');
    const tampered = await coupleSession('Pieter');
    await storeAsBefore(session);
    await storeAsBefore(tampered);
    await storeStormInviteAsBefore(scan);
    // Changed outside the product while stored the old way: its signature no longer holds.
    await db().execute(
      sql`update secure_submissions set content = jsonb_set(content, '{person1,name}', '"Mallory"')
          where submission_id = ${tampered.submissionId}`,
    );
    expect(await tablesHolding(db(), session.refId)).not.toEqual([]);

    const counts = await digestStoredCapabilityIds(db(), signer);
    expect(counts).toEqual({ sessions: 2, submissions: 2, stormInvites: 1, localCheckouts: 2 });
    for (const id of [scan.token, session.refId, session.submissionId, tampered.refId]) {
      expect(await tablesHolding(db(), id), id).toEqual([]);
    }
    expect(await digestStoredCapabilityIds(db(), signer)).toEqual({
      sessions: 0,
      submissions: 0,
      stormInvites: 0,
      localCheckouts: 0,
    });

    expect((await ok('GET', `/api/sessions/${session.refId}`)).person1Name).toBe('Ottilie');
    expect((await ok('GET', `/api/submissions/${session.submissionId}`)).refId).toBe(session.refId);
    expect((await call('GET', `/api/storm/${scan.token}`)).statusCode).toBe(200);
    expect((await ok('GET', `/api/assessments/${scan.id}`)).storm.token).toBe(scan.token);
    const tamperedView = await call('GET', `/api/sessions/${tampered.refId}`);
    expect(tamperedView.statusCode).toBe(500);
    expect(tamperedView.body).not.toContain('Mallory');

    // The open checkout pays and returns to its page; the private check, signed again, reaches
    // the report: generation verifies it, so a failed verification would fail the delivery.
    const paid = await ok('POST', `/api/test-checkout/${session.checkoutId}/pay`);
    expect(paid.redirectUrl).toContain(`submission=${session.submissionId}`);
    const confirmed = await ok('POST', '/api/session-confirm', {
      refId: session.refId,
      checkoutSessionId: session.checkoutId,
    });
    expect(confirmed.analysis).toBe('sent');
    const events = await db().select({ detail: auditEvents.detail }).from(auditEvents);
    expect(JSON.stringify(events)).not.toContain(session.refId);
    expect(JSON.stringify(events)).toContain(capabilityDigest(session.refId));
  });

  /** What the database held for a session before docs/decisions/013. */
  async function storeAsBefore(session: {
    refId: string;
    submissionId: string;
    checkoutId: string;
  }) {
    const refDigest = capabilityDigest(session.refId);
    const submissionDigest = capabilityDigest(session.submissionId);
    const [row] = (
      (await db().execute(
        sql`select content from secure_submissions where submission_id = ${submissionDigest}`,
      )) as unknown as { rows: { content: Record<string, unknown> }[] }
    ).rows;
    const { refDigest: _digest, ...rest } = row?.content ?? {};
    const content = { ...rest, refId: session.refId };
    await db().execute(
      sql`update secure_submissions set submission_id = ${session.submissionId}, ref_id_sealed = null,
          content = ${JSON.stringify(content)}::jsonb, signature = ${signer.sign(content)}
          where submission_id = ${submissionDigest}`,
    );
    const checks = (await db().execute(
      sql`select role, answers from private_checks where ref_id = ${refDigest}`,
    )) as unknown as { rows: { role: string; answers: unknown }[] };
    for (const check of checks.rows) {
      const signed = { kind: 'private_check', refId: session.refId, ...check };
      await db().execute(
        sql`update private_checks set signature = ${signer.sign(signed)}
            where ref_id = ${refDigest} and role = ${check.role}`,
      );
    }
    await db().execute(
      sql`update couple_sessions set ref_id = ${session.refId} where ref_id = ${refDigest}`,
    );
    await db()
      .update(localCheckouts)
      .set({
        successUrlSealed: `${TEST_SETTINGS.publicUrl}/payment-success?submission=${session.submissionId}&cs={CHECKOUT_SESSION_ID}`,
        cancelUrlSealed: `${TEST_SETTINGS.publicUrl}/payment-cancel?submission=${session.submissionId}`,
      })
      .where(eq(localCheckouts.id, session.checkoutId));
    await db().execute(
      sql`update audit_events set detail = (detail - 'refDigest') || jsonb_build_object('refId', ${session.refId}::text)
          where detail ->> 'refDigest' = ${refDigest}`,
    );
  }

  async function storeStormInviteAsBefore(scan: { id: string; token: string }) {
    await db().execute(
      sql`update storm_invites set token = ${scan.token}, token_sealed = null
          where assessment_id = ${scan.id}`,
    );
  }

  it('answers 404 for a refId-shaped value that was never issued', async () => {
    const res = await call('GET', `/api/sessions/det_${'A'.repeat(22)}`);
    expect(res.statusCode).toBe(404);
    const digest = capabilityDigest(`det_${'A'.repeat(22)}`);
    expect((await call('GET', `/api/sessions/${digest}`)).statusCode).toBe(404);
  });
});
