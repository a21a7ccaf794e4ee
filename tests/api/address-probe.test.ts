/**
 * The address probe (issue 21): a new intake typed with someone else's e-mail address used to
 * attach to their stored profile, so the free scan's invite showed their name and a paid report
 * their relationship status. A typed address is not proven: every intake is its own profile.
 * Also the calls as docs/product.md §7 writes them: `{tier}` alone, and a partner submit without
 * `source`.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, coupleSessions, users } from '../../src/server/db/schema';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { answersFromList } from '../../src/shared/api/sessions';
import { clientAddresses } from '../helpers/client-addresses';
import { OPEN_ANSWERS, partnerChoices } from '../helpers/session-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';

const from = clientAddresses(25);

const VICTIM = {
  fullName: 'Victoria Hale',
  email: 'victoria.hale@example.com',
  relationshipStatus: 'married',
  duration: '5-plus-years',
  primaryLoveLanguage: 'quality-time',
  secondaryLoveLanguage: 'words-of-affirmation',
};

describe('no profile is read from an unverified address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}), ...from() });
    return { status: res.statusCode, body: res.json() };
  };
  const stormOptions = async (): Promise<Record<string, string>> => {
    const questions: { id: string; options: string[] }[] = (
      await call('GET', '/api/questions/storm')
    ).body;
    return Object.fromEntries(questions.map((q) => [q.id, q.options[0] ?? '']));
  };
  /** Intake (or `{tier}` alone) and the storm answers: the invite as the partner sees it. */
  async function inviteOf(body: object): Promise<{ id: string; inviterName: string }> {
    const created = await call('POST', '/api/assessments', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const saved = await call('PATCH', `/api/assessments/${created.body.id}`, {
      responses: await stormOptions(),
    });
    expect(saved.status).toBe(200);
    const invite = await call('GET', `/api/storm/${saved.body.storm.token}`);
    expect(invite.status).toBe(200);
    return { id: created.body.id, inviterName: invite.body.inviterName };
  }

  it("a second intake with someone's address shows its own name, not theirs", async () => {
    const victim = await inviteOf({ tier: 'free', profile: VICTIM, website: '' });
    expect(victim.inviterName).toBe('Victoria');
    const probe = await inviteOf({
      tier: 'free',
      website: '',
      profile: {
        fullName: 'Mallory Probe',
        email: VICTIM.email.toUpperCase(),
        primaryLoveLanguage: 'acts-of-service',
        secondaryLoveLanguage: 'physical-touch',
      },
    });
    expect(probe.inviterName).toBe('Mallory');

    const db = t.testDatabase.database.db;
    const rows = await db
      .select({ id: users.id, fullName: users.fullName, status: users.relationshipStatus })
      .from(users)
      .where(sql`lower(${users.email}) = ${VICTIM.email}`);
    expect(rows.map((row) => row.fullName).sort()).toEqual(['Mallory Probe', 'Victoria Hale']);
    const [probeAssessment] = await db
      .select({ userId: assessments.userId })
      .from(assessments)
      .where(eq(assessments.id, probe.id));
    const probeUser = rows.find((row) => row.id === probeAssessment?.userId);
    // The probe's profile holds nothing of the victim's: no relationship status, no duration.
    expect(probeUser).toMatchObject({ fullName: 'Mallory Probe', status: null });
    // The victim's profile is untouched.
    expect(rows.find((row) => row.fullName === 'Victoria Hale')?.status).toBe('married');
  });

  it('creates an assessment from `{tier}` alone, as docs/product.md §7 calls it', async () => {
    const alone = await inviteOf({ tier: 'free' });
    expect(alone.inviterName).toBe('Your partner');
    const [row] = await t.testDatabase.database.db
      .select({ userId: assessments.userId })
      .from(assessments)
      .where(eq(assessments.id, alone.id));
    expect(row?.userId).toBeNull();
  });

  it('infers the partner source when the call sends none', async () => {
    for (const [answers, source] of [
      [partnerChoices(2), 'choice'],
      [OPEN_ANSWERS, 'paste'],
    ] as const) {
      const { body } = await call('POST', '/api/start-session', { productType: 'detonation' });
      const res = await call('POST', '/api/person2/submit', {
        refId: body.refId,
        answers: answersFromList(answers),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [session] = await t.testDatabase.database.db
        .select({ source: coupleSessions.p2Source })
        .from(coupleSessions)
        .where(eq(coupleSessions.refDigest, capabilityDigest(body.refId)));
      expect(session?.source).toBe(source);
    }
  });
});
