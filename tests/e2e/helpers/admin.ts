/**
 * The admin area's browser-test fixtures: admins created with the real admin CLI beside the
 * running server (it shares the embedded database over DATA_DIR's socket), TOTP codes from the
 * enrolment's secret (otplib; a string secret is read as base32), a token through the real login,
 * and a paid couple session whose report e-mail lands in the outbox.
 */
import { generate } from 'otplib';
import pg from 'pg';
import type { BrowserContext } from 'playwright-core';
import { expect, inject } from 'vitest';
import { localSocketDir } from '../../../src/server/db/local-socket';
import { capabilityDigest } from '../../../src/server/security/capability-id';
import { answersFromList } from '../../../src/shared/api/sessions';
import { partnerQuestions } from '../../../src/shared/questions/partner';
import { type CliResult, createAdminWithCli, runAdminCli as runCli } from '../../helpers/admin-cli';
import { url } from './browser';
import { ANSWERS, post } from './couple';
import { recordCanaries } from './log-canaries';
import { reportMailsTo } from './outbox';

export type SeededAdmin = {
  username: string;
  password: string;
  /** The base32 TOTP secret of the enrolment; null for an admin created with --no-totp. */
  secret: string | null;
};

/** The server's DATA_DIR and SECRET_KEY, for the admin CLI beside it. */
const serverEnv = () => ({ DATA_DIR: inject('dataDir'), SECRET_KEY: inject('secretKey') });

/** Runs `tsx scripts/admin.mts <args>` on the server's DATA_DIR and SECRET_KEY. */
export function runAdminCli(args: readonly string[], input = ''): Promise<CliResult> {
  return runCli(serverEnv(), args, input);
}

/** A new admin through the CLI (password on stdin); TOTP enrolled unless `totp` is false. */
export async function createAdmin(username: string, { totp }: { totp: boolean }) {
  const admin = await createAdminWithCli(serverEnv(), username, { totp });
  recordCanaries('password', [admin.password]);
  recordCanaries('totp secret', admin.secret ? [admin.secret] : []);
  return admin satisfies SeededAdmin;
}

/** The TOTP code of the current 30-second step, or `steps` steps later. */
export async function totpCode(secret: string, steps = 0): Promise<string> {
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
  recordCanaries('totp code', [code]);
  return code;
}

/** Six digits that are no code the server accepts now (it allows one step either side). */
export async function wrongCode(secret: string): Promise<string> {
  const valid = new Set(await Promise.all([-2, -1, 0, 1, 2].map((step) => totpCode(secret, step))));
  let candidate = 123_456;
  while (valid.has(String(candidate).padStart(6, '0'))) candidate += 1;
  const code = String(candidate).padStart(6, '0');
  recordCanaries('totp code', [code]);
  return code;
}

/** Logs an admin without 2FA in through the API; answers the bearer token. */
export async function apiLogin(admin: SeededAdmin): Promise<string> {
  const response = await post('/api/admin/login', {
    username: admin.username,
    password: admin.password,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`${admin.username} has 2FA: apiLogin is for admins without`);
  recordCanaries('admin token', [body.token]);
  return body.token;
}

/** Revokes a token as 'Log out' would. */
export async function apiLogout(token: string): Promise<void> {
  const response = await fetch(url('/api/admin/logout'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(204);
}

/** A GET of the admin API with the bearer header; the parsed JSON. */
export async function adminGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(url(path), { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/**
 * Puts `token` in the context's localStorage ('adminToken') before the first page loads, once per
 * tab: a later reload or 'Log out' is not undone.
 */
export async function storeToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value: string) => {
    if (window.sessionStorage.getItem('seeded-admin-token')) return;
    window.sessionStorage.setItem('seeded-admin-token', '1');
    window.localStorage.setItem('adminToken', value);
  }, token);
}

/**
 * A paid couple session through the real API (both partners' answers, the local test checkout),
 * then waits until its report e-mail to `email` is in the outbox. Answers the refId.
 */
export async function paidSessionWithEmail(email: string): Promise<string> {
  const start = await post('/api/start-session', { productType: 'detonation' });
  expect(start.status, await start.clone().text()).toBe(201);
  const { refId } = (await start.json()) as { refId: string };
  recordCanaries('capability id', [refId]);
  recordCanaries('name', ['Robin Vale', 'Kai Moss']);
  const submit = await post('/api/submit', {
    refId,
    person1: { name: 'Robin Vale', email, partnerName: 'Kai Moss' },
    answers: answersFromList(ANSWERS),
    productType: 'detonation',
    honeypot: '',
  });
  expect(submit.status, await submit.clone().text()).toBe(200);
  const answered = await post('/api/person2/submit', {
    refId,
    answers: answersFromList(partnerQuestions.map((question) => question.options[0])),
    source: 'choice',
  });
  expect(answered.status, await answered.clone().text()).toBe(200);
  const checkout = await post('/api/session-checkout', { refId });
  expect(checkout.status, await checkout.clone().text()).toBe(200);
  const { url: checkoutUrl } = (await checkout.json()) as { url: string };
  const checkoutId = decodeURIComponent(
    new URL(checkoutUrl, url('/')).pathname.split('/').pop() ?? '',
  );
  recordCanaries('capability id', [checkoutId]);
  const paid = await post(`/api/test-checkout/${encodeURIComponent(checkoutId)}/pay`, {});
  expect(paid.status, await paid.clone().text()).toBe(200);
  await expect
    .poll(() => reportMailsTo(email).length, { timeout: 90_000, interval: 500 })
    .toBeGreaterThan(0);
  return refId;
}

/**
 * What the report job does after its last try, written into the running server's database over
 * the socket it shares with local commands: the report failed, its e-mails unsent. No report
 * fails on demand in a few seconds (the retries take about ten minutes), so this is the fixture.
 */
export async function markReportFailed(refId: string): Promise<void> {
  const client = new pg.Client({
    host: localSocketDir(inject('dataDir')),
    user: 'postgres',
    database: 'postgres',
  });
  await client.connect();
  try {
    await client.query('begin');
    // The database names a session by its refId's digest (docs/decisions/013).
    const refDigest = capabilityDigest(refId);
    await client.query("update reports set status = 'failed', last_error = $2 where ref_id = $1", [
      refDigest,
      'an e-mail could not be delivered',
    ]);
    await client.query(
      "update report_deliveries set status = 'pending', sent_at = null, message_id = null where ref_id = $1",
      [refDigest],
    );
    await client.query('commit');
  } finally {
    await client.end();
  }
}
