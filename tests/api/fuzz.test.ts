/**
 * Bad input tried (issue 8): every POST, PATCH and DELETE route of the running app is sent
 * fast-check bodies: arbitrary JSON, the route's real body with one field broken (wrong type,
 * huge string, unicode edge cases, NUL), extra fields, `__proto__` / `constructor` /
 * `prototype` keys (raw JSON text, so they are real own keys), deep nesting, malformed JSON and
 * wrong content types, with path parameters and bearer tokens both real and garbage. Every answer
 * must be JSON (or an empty 204), below 500, an `{ error: { code, message } }` without a stack
 * trace when it is an error, and a rejected request must leave every table's row count as it was.
 *
 * FUZZ_RUNS sets the bodies per route (default 200, for CI); `npm run fuzz` sends 10,000.
 * Background jobs are switched off (offWork) so that only the requests change the database.
 */

import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, adminTokens, dataRequests } from '../../src/server/db/schema';
import {
  PARTNER_ANSWERED_NOTICE,
  PARTNER_NOTICE_SWEEP,
  PARTNER_REMINDER,
} from '../../src/server/jobs/notice-jobs';
import { PRIVACY_SEND_LINK, PRIVACY_SWEEP } from '../../src/server/jobs/privacy-jobs';
import { RETENTION_PURGE } from '../../src/server/jobs/purge-jobs';
import { REPORT_DELIVER, REPORT_GENERATE, REPORT_SWEEP } from '../../src/server/jobs/report-jobs';
import { RESUME_SEND_LINK, RESUME_SWEEP } from '../../src/server/jobs/resume-jobs';
import { TOTP_KEY_PURPOSE } from '../../src/server/modules/admin/admin-policy';
import { issueSessionToken } from '../../src/server/modules/admin/admin-tokens';
import { hashToken, newBearerToken } from '../../src/server/security/bearer-token';
import { capabilityDigest } from '../../src/server/security/capability-id';
import { hashPassword } from '../../src/server/security/password-hash';
import { deriveKey, seal } from '../../src/server/security/secret-box';
import { newTotpSecret } from '../../src/server/security/totp';
import { apiErrorSchema } from '../../src/shared/api/error';
import { answersFromList } from '../../src/shared/api/sessions';
import { partnerQuestions } from '../../src/shared/questions/partner';
import { formatNumberedReplies } from '../../src/shared/validation/numbered-replies';
import { createTestApp, TEST_SETTINGS, type TestApp } from '../helpers/test-app';

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 200));
/** Per route: set-up plus a generous 40 ms a body (most take 2 to 10 ms on two cores). */
const ROUTE_TIMEOUT_MS = 30_000 + RUNS * 40;

type Method = 'POST' | 'PATCH' | 'DELETE';
type JsonObject = { [key: string]: unknown };

/** What the fuzz needs that only exists once the app runs: real ids, tokens and templates. */
type Fixtures = {
  stormOptions: { id: string; option: string }[];
  assessmentId: string;
  stormToken: string;
  refIds: Record<
    'submit' | 'person2' | 'single' | 'checkout' | 'confirm' | 'link' | 'retry' | 'partnerLink',
    string
  >;
  checkoutIds: { confirm: string; pay: string; cancel: string };
  /** A session without a draft yet, and one with its draft's resume id. */
  drafts: { newRefId: string; resumeId: string };
  /** A pay-first submission whose checkout can be opened again. */
  submissionId: string;
  privacy: { linkToken: string; profileGrant: string };
  admin: { purge: string; retry: string; challenge: string };
  /** New real tokens, for the routes that spend theirs. */
  mint: { privacyGrant: () => Promise<string>; adminToken: () => Promise<string> };
};

type RouteSpec = {
  /** The route's real body; `n` makes values unique where a per-value limit would bite. */
  body?: (f: Fixtures, n: number) => JsonObject;
  /** Real values of each path parameter (garbage is added to them). */
  params?: (f: Fixtures) => Record<string, string[]>;
  /** Real bearer tokens (garbage and no header are added to them). */
  bearer?: (f: Fixtures) => string[];
  /**
   * For routes that spend their token (logout, erasure): a new real token for every request
   * that sends one, so the body is still read after the first success.
   */
  mint?: (f: Fixtures) => Promise<string>;
  /** Extra headers the route reads, with their own garbage. */
  headers?: Record<string, fc.Arbitrary<string>>;
  /**
   * Tables a rejected request may add rows to, by design. Failed admin logins and 2FA codes are
   * audited and counted per address and username (docs/architecture.md §5, D-14): that is the
   * limiter's state.
   */
  rejectedMayWrite?: { statuses: number[]; tables: string[] };
};

const P1_ANSWERS = Array.from(
  { length: 10 },
  (_, i) => `My honest answer to question ${i + 1} is about us both.`,
);
const P2_TEXT = Array.from(
  { length: 10 },
  (_, i) => `The partner writes answer ${i + 1} in plain words.`,
);
const P2_CHOICES = answersFromList(
  partnerQuestions.map((question, i) => question.options[i % 4] ?? ''),
);

const ADMIN_AUDIT = {
  statuses: [401, 429],
  tables: ['audit_events', 'auth_attempts'],
};

/**
 * Every POST, PATCH and DELETE route of the app. A test below checks this list against the
 * routes the running app has, so a new write route cannot be left out.
 */
/** Person 1's answers in progress (shared/api/drafts.ts). */
const DRAFT = {
  product: 'detonation',
  profile: { name: 'Maya Lopez', email: 'maya@example.com', phone: '', partnerName: 'Sam Rivera' },
  answers: { q1: P1_ANSWERS[0] ?? '', q2: '' },
  step: 2,
};

const ROUTES: Record<string, RouteSpec> = {
  'POST /api/assessments': {
    body: (_f, n) => ({
      tier: 'free',
      profile: {
        fullName: 'Maya Lopez',
        email: `maya.${n}@example.com`,
        phone: '+1 555 0100',
        gender: 'female',
        relationshipStatus: 'dating',
        duration: '1-3-years',
        primaryLoveLanguage: 'quality-time',
        secondaryLoveLanguage: 'physical-touch',
      },
      website: '',
    }),
  },
  'PATCH /api/assessments/:id': {
    params: (f) => ({ id: [f.assessmentId] }),
    body: (f) => ({
      responses: Object.fromEntries(f.stormOptions.map((q) => [q.id, q.option])),
    }),
  },
  'POST /api/storm/submit/:token': {
    params: (f) => ({ token: [f.stormToken] }),
    body: () => ({
      answers: Array.from({ length: 5 }, (_, i) => `Our evenings together ${i + 1} feel calm.`),
      website: '',
    }),
  },
  'POST /api/start-session': {
    body: (f) => ({ productType: 'detonation', assessmentId: f.assessmentId, website: '' }),
  },
  'POST /api/submit': {
    body: (f) => ({
      refId: f.refIds.submit,
      person1: {
        name: 'Maya Lopez',
        email: 'maya@example.com',
        phone: '+1 555 0100',
        partnerName: 'Sam Rivera',
      },
      answers: answersFromList(P1_ANSWERS),
      productType: 'detonation',
      honeypot: '',
    }),
  },
  'POST /api/drafts': {
    body: (f) => ({ refId: f.drafts.newRefId, email: 'maya@example.com', draft: DRAFT }),
  },
  'POST /api/drafts/:resumeId': {
    params: (f) => ({ resumeId: [f.drafts.resumeId] }),
    body: () => ({ draft: DRAFT }),
  },
  'POST /api/person2/submit': {
    body: (f) => ({
      refId: f.refIds.person2,
      answers: P2_CHOICES,
      source: 'choice',
      email: 'sam@example.com',
      website: '',
    }),
  },
  'POST /api/partner-link-email': {
    body: (f, n) => ({ refId: f.refIds.partnerLink, email: `sam.${n}@example.com`, website: '' }),
  },
  'POST /api/email-submission': {
    body: (f) => ({
      refId: f.refIds.single,
      productType: 'detonation',
      email: 'maya@example.com',
      phone: '',
      person1: 'Maya',
      partnerName: 'Sam',
      answersP1: formatNumberedReplies(P1_ANSWERS),
      answersP2: P2_TEXT.map((answer, i) => `${i + 1}) ${answer}`).join('\n'),
      website: '',
    }),
  },
  'POST /api/session-checkout': {
    body: (f) => ({ refId: f.refIds.checkout }),
  },
  'POST /api/submission-checkout': {
    body: (f) => ({ submissionId: f.submissionId }),
  },
  'POST /api/session-confirm': {
    body: (f) => ({ refId: f.refIds.confirm, checkoutSessionId: f.checkoutIds.confirm }),
  },
  // Stripe signs the raw bytes, so the route has its own parser and no body schema; the local
  // provider (these tests) has no webhooks at all. Its signature handling has its own tests
  // (payments.test.ts); here it must still answer every body with a 400 JSON error.
  'POST /api/webhooks/stripe': {
    body: () => ({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { object: 'checkout.session', id: 'cs_local_x' } },
    }),
    headers: {
      'stripe-signature': fc.oneof(
        fc.constant(
          't=1700000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
        ),
        fc.string(),
      ),
    },
  },
  'POST /api/test-checkout/link': {
    body: (f, n) => ({ product: 'detonation', refId: f.refIds.link, email: `p${n}@example.com` }),
  },
  'POST /api/test-checkout/:id/pay': {
    params: (f) => ({ id: [f.checkoutIds.pay] }),
  },
  'POST /api/test-checkout/:id/cancel': {
    params: (f) => ({ id: [f.checkoutIds.cancel] }),
  },
  'POST /api/privacy/request': {
    body: (_f, n) => ({ email: `lea.${n}@example.com`, website: '' }),
  },
  'POST /api/privacy/access': {
    body: (f) => ({ token: f.privacy.linkToken }),
  },
  'PATCH /api/privacy/profile': {
    bearer: (f) => [f.privacy.profileGrant],
    body: () => ({ fullName: 'Lea Martin', phone: '+33 1 23 45 67 89' }),
  },
  'DELETE /api/privacy/data': {
    mint: (f) => f.mint.privacyGrant(),
  },
  'POST /api/admin/login': {
    body: (_f, n) => ({ username: `fuzz-user-${n}`, password: 'correct horse battery staple' }),
    rejectedMayWrite: ADMIN_AUDIT,
  },
  'POST /api/admin/verify-2fa': {
    body: (f, n) => ({
      // Mostly other names: the per-username back-off (10 failures) would turn the rest into 429s.
      username: n % 10 === 0 ? 'fuzz-totp' : `fuzz-totp-${n}`,
      totpCode: '123456',
      challenge: f.admin.challenge,
    }),
    rejectedMayWrite: ADMIN_AUDIT,
  },
  'POST /api/admin/logout': {
    mint: (f) => f.mint.adminToken(),
  },
  'POST /api/admin/purge-data': {
    bearer: (f) => [f.admin.purge],
  },
  'POST /api/admin/fulfilments/:reference/retry': {
    bearer: (f) => [f.admin.retry],
    params: (f) => ({ reference: [capabilityDigest(f.refIds.retry)] }),
  },
  'POST /api/admin/report-links/revoke': {
    bearer: (f) => [f.admin.retry],
    // A well-formed link no report has: the route's rules run to the end, and nothing changes.
    body: () => ({ link: `https://msoul.test/report/rpt_${'7'.repeat(22)}` }),
  },
};

// ---------------------------------------------------------------------------------------------
// Values

/** Strings that have broken parsers, databases and renderers before. */
const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'Maya\u0000Lopez',
  '\uD800',
  '\uDFFF',
  'a\uDC00b',
  '\uDBFF\uDFFF',
  '\u202EdlroW olleH',
  '\u200F\u200E',
  '\u200B\u200C\u200D',
  '\uFEFF',
  '\u2028\u2029',
  '\uFFFE\uFFFF',
  '👩‍❤️‍💋‍👨',
  '🏳️‍🌈🇺🇦',
  'e\u0301\u0301\u0301',
  'Z̴̡̛͚̣̦̭̰̺̻̘̠̗͍̖͚͓̜a̷̢̛͓l̶g̵o̶',
  'İıßﬃ',
  '\u0007\u0008\u001b[31m',
  '\r\n\t',
  '\\',
  '"',
  "'; drop table users; --",
  '</script><script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${process.env}',
  '%s%n%x',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'ﷺ',
  '٠١٢٣٤٥٦٧٨٩',
  '1e999',
  'undefined',
  'null',
  '__proto__',
  'constructor',
];

/** NUL and friends inside a value that is otherwise fine, so the body reaches the database. */
const SPRINKLES = ['\u0000', '\uD800', '\uDFFF', '\u202E', '\u200B', '\uFEFF', '😀', '\u2028'];

const edgeString = fc.constantFrom(...EDGE_STRINGS);

/** Up to 100 kB: under and over the 64 KiB body limit, and around the schemas' own maxima. */
const hugeString = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(41, 101, 121, 201, 255, 301, 601, 1025, 2001, 24_001),
      fc.integer({ min: 1000, max: 100_000 }),
    ),
    fc.constantFrom('a', 'é', '😀', '\u0000', ' ', '\u200B'),
  )
  .map(([length, unit]) => unit.repeat(Math.max(1, Math.floor(length / unit.length))));

const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary-ascii' }),
  fc.string({ unit: 'grapheme' }),
);

/** A value of the wrong type (or the right type gone wrong) for any field. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, [], {}),
  fc.double(),
  fc.integer(),
  edgeString,
  anyString,
  hugeString,
  fc.array(fc.oneof(anyString, fc.integer()), { maxLength: 12 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Raw JSON fragments a value may be replaced with: what JSON.stringify would never write. */
const RAW_VALUES = [
  '1e999',
  '-1e999',
  '-0',
  '1E+400',
  '0.00000000000000000000000000000000000000000000001',
  '123456789012345678901234567890',
  '"\\u0000"',
  '"\\ud800"',
  '"\\udfff\\ud800"',
  '"\\u0000\\u0000\\u0000"',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '[{"__proto__":{"polluted":"yes"}}]',
  '{"a":1,"a":2}',
];

/** Key/value pairs that try to reach Object.prototype, inserted as raw JSON text. */
const PROTO_MEMBERS = [
  '"__proto__":{"polluted":"yes"}',
  '"__proto__":{"isAdmin":true,"polluted":"yes"}',
  '"\\u005f\\u005fproto\\u005f\\u005f":{"polluted":"yes"}',
  '"__proto__":null',
  '"__proto__":[]',
  '"__proto__":"polluted"',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"\\u0063onstructor":{"prototype":{"polluted":"yes"}}',
  '"constructor":{"polluted":"yes"}',
  '"constructor":"x"',
  '"prototype":{"polluted":"yes"}',
  '"toString":"x"',
  '"hasOwnProperty":1',
  '"valueOf":{}',
];

const MALFORMED = [
  '',
  ' ',
  '{',
  '}',
  '[',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '{"a" 1}',
  'NaN',
  'Infinity',
  'undefined',
  '-',
  '1e999',
  '{"a":1}{"b":2}',
  '\uFEFF{}',
  '\uFEFF\uFEFF{}',
  '{"a":"\u0000"}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":"\\ud800"}',
  '/* comment */ {}',
  '{} // comment',
  'null',
  'true',
  '0',
  '"string"',
  '[]',
  '{"":""}',
  '\u0000',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":0x10}',
  '{"a":"b\n"}',
];

const CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/vnd.api+json',
  'application/json, text/plain',
  'application/json; boundary=x; charset=utf-8',
  ';',
  'json',
];

/** Path parameters that are not ids: encoded garbage plus raw, broken percent-encodings. */
const RAW_PARAMS = [
  '%FF',
  '%C0%AF',
  '%E0%A4%A',
  '%',
  '%ZZ',
  '%00',
  '..%2F..%2Fetc',
  '%2e%2e',
  '%20',
];

/** Percent-encodes the UTF-8 bytes of a string (lone surrogates become U+FFFD, as on the wire). */
function encodeSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

const garbageParam = fc.oneof(
  anyString.filter((s) => s.length > 0).map(encodeSegment),
  edgeString.filter((s) => s.length > 0).map(encodeSegment),
  fc.integer({ min: 150, max: 400 }).map((n) => 'A'.repeat(n)),
  fc.constantFrom(...RAW_PARAMS),
);

const printable = fc.string({ unit: 'grapheme-ascii', maxLength: 80 });

/** Stands for a token minted just before the request is sent (RouteSpec.mint). */
const MINTED = '\u0001minted';

const authHeader = (valid: string[]): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    ...(valid.length > 0
      ? [{ weight: 4, arbitrary: fc.constantFrom(...valid.map((v) => `Bearer ${v}`)) }]
      : []),
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: printable.map((s) => `Bearer ${s}`) },
    { weight: 1, arbitrary: printable },
    { weight: 1, arbitrary: fc.constant(`Bearer ${'A'.repeat(43)}`) },
  );

// ---------------------------------------------------------------------------------------------
// Bodies

/** Every path to a value inside a template (not the root itself). */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [];
  const out: string[][] = [];
  for (const [key, child] of Object.entries(value)) {
    const path = [...prefix, key];
    out.push(path, ...pathsOf(child, path));
  }
  return out;
}

/** Paths to the objects inside a template, the root included (where members can be added). */
function objectPathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const out: string[][] = [prefix];
  for (const [key, child] of Object.entries(value))
    out.push(...objectPathsOf(child, [...prefix, key]));
  return out;
}

function stringPathsOf(value: unknown): string[][] {
  return pathsOf(value).filter((path) => typeof getAt(value, path) === 'string');
}

function getAt(value: unknown, path: string[]): unknown {
  let node: unknown = value;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A deep copy with the value at `path` replaced. */
function setAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : { ...(value as Record<string, unknown>) };
  (copy as Record<string, unknown>)[key] = setAt(
    (value as Record<string, unknown>)[key],
    rest,
    replacement,
  );
  return copy;
}

const MARK = '\u0001fuzz-raw\u0001';
const MARK_JSON = JSON.stringify(MARK);

/** The template as JSON text with the value at `path` replaced by raw JSON text. */
function withRawValue(template: JsonObject, path: string[], raw: string): string {
  return JSON.stringify(setAt(template, path, MARK)).replace(MARK_JSON, () => raw);
}

/** The template as JSON text with a raw `"key":value` member added to the object at `path`. */
function withRawMember(template: JsonObject, path: string[], member: string): string {
  const text = JSON.stringify(setAt(template, [...path, MARK], 0));
  return text.replace(`${MARK_JSON}:0`, () => member);
}

function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

type Body = { label: string; payload?: string; contentType?: string };

const json = (label: string, value: unknown): Body => ({
  label,
  payload: JSON.stringify(value),
  contentType: 'application/json',
});
const raw = (label: string, payload: string, contentType = 'application/json'): Body => ({
  label,
  payload,
  contentType,
});

/** Every kind of bad body for one route, built around its real body when it has one. */
function bodyArbitrary(template: JsonObject | undefined): fc.Arbitrary<Body> {
  const base = template ?? {};
  const paths = pathsOf(base);
  const stringPaths = stringPathsOf(base);
  const objectPaths = objectPathsOf(base);
  const anyPath = paths.length > 0 ? fc.constantFrom(...paths) : fc.constant<string[]>([]);
  const objectPath = fc.constantFrom(...objectPaths);
  const options: fc.WeightedArbitrary<Body>[] = [
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => json('json-value', v)) },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(
          fc.oneof(fc.string(), edgeString),
          fc.oneof(fc.jsonValue({ maxDepth: 2 }), edgeString),
          { minKeys: 1, maxKeys: 4 },
        )
        .chain((extra) =>
          objectPath.map((path) => {
            const target = getAt(base, path) as JsonObject;
            return json('extra-fields', setAt(base, path, { ...target, ...extra }));
          }),
        ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(objectPath, fc.constantFrom(...PROTO_MEMBERS))
        .map(([path, member]) => raw('proto-key', withRawMember(base, path, member))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constant<string[]>([]), anyPath),
          fc.integer({ min: 100, max: 20_000 }),
          fc.constantFrom<'array' | 'object'>('array', 'object'),
        )
        .map(([path, depth, kind]) =>
          path.length === 0
            ? raw('deep-nesting', nested(depth, kind))
            : raw('deep-nesting-field', withRawValue(base, path, nested(depth, kind))),
        ),
    },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom(...MALFORMED).map((text) => raw('malformed', text)),
        fc.nat().map((cut) => {
          const text = JSON.stringify(base);
          return raw('truncated', text.slice(0, cut % Math.max(1, text.length)));
        }),
        fc
          .tuple(fc.nat(), fc.constantFrom('"', '{', '}', ',', ':', '\\', '\u0000', ']'))
          .map(([at, char]) => {
            const text = JSON.stringify(base);
            const i = at % (text.length + 1);
            return raw('corrupted', `${text.slice(0, i)}${char}${text.slice(i)}`);
          }),
        anyString.map((text) => raw('random-text', text)),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc
          .constantFrom(...CONTENT_TYPES)
          .map((type) => raw('content-type', JSON.stringify(base), type)),
        fc.constant<Body>({ label: 'no-content-type', payload: JSON.stringify(base) }),
        fc.constant<Body>({ label: 'empty-json', payload: '', contentType: 'application/json' }),
        fc.constant<Body>({ label: 'no-body' }),
      ),
    },
  ];
  if (paths.length > 0) {
    options.push(
      {
        weight: 4,
        arbitrary: fc
          .tuple(anyPath, nastyValue)
          .map(([path, value]) => json(`field:${path.join('.')}`, setAt(base, path, value))),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(anyPath, fc.constantFrom(...RAW_VALUES))
          .map(([path, text]) =>
            raw(`raw-field:${path.join('.')}`, withRawValue(base, path, text)),
          ),
      },
      {
        weight: 1,
        arbitrary: anyPath.map((path) => {
          const parent = getAt(base, path.slice(0, -1)) as JsonObject;
          const { [path[path.length - 1] ?? '']: _dropped, ...rest } = parent;
          return json(`missing:${path.join('.')}`, setAt(base, path.slice(0, -1), rest));
        }),
      },
    );
  }
  if (stringPaths.length > 0) {
    // The real value with one odd character in it: most of these pass validation and reach
    // the services and the database.
    options.push({
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...stringPaths), fc.constantFrom(...SPRINKLES), fc.nat())
        .map(([path, char, at]) => {
          const value = String(getAt(base, path));
          const i = at % (value.length + 1);
          return json(
            `unicode:${path.join('.')}`,
            setAt(base, path, `${value.slice(0, i)}${char}${value.slice(i)}`),
          );
        }),
    });
  }
  return fc.oneof(...options);
}

// ---------------------------------------------------------------------------------------------

let ipCounter = 0;
/** A new client address per request, so the per-IP limits let most bodies reach validation. */
function nextAddress(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** What a stack trace or a source path looks like when it leaks. */
const LEAK = /\bat \S*[/\\]\S+:\d+|node_modules|\.ts:|\.js:\d|\.mjs:\d/;

describe('fuzzing every write route (issue 8)', () => {
  let t: TestApp;
  let f: Fixtures;
  let tables: string[] = [];
  /** The write routes of the running app, as 'METHOD /path'. */
  let appRoutes: string[] = [];
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  const db = () => t.testDatabase.database.db;

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = await db().execute(query);
    return (result as unknown as { rows: T[] }).rows;
  }

  /** Row counts of every table in the public schema, in one query. */
  async function counts(): Promise<Record<string, number>> {
    const query = tables
      .map((name) => `select '${name}' as name, count(*)::int as n from public."${name}"`)
      .join(' union all ');
    const found = await rows<{ name: string; n: number }>(sql.raw(query));
    return Object.fromEntries(found.map((row) => [row.name, row.n]));
  }

  async function call(
    method: Method | 'GET',
    url: string,
    payload?: object,
    token?: string,
  ): Promise<{ status: number; body: JsonObject }> {
    const res = await t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: nextAddress(),
    });
    return { status: res.statusCode, body: res.body ? res.json() : {} };
  }

  async function ok(method: Method | 'GET', url: string, payload?: object, token?: string) {
    const res = await call(method, url, payload, token);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res.body;
  }

  /** Parses the tree of `printRoutes` into full paths (nested lines continue their parent). */
  function writeRoutesOfApp(): string[] {
    const found: string[] = [];
    for (const method of ['POST', 'PATCH', 'DELETE', 'PUT'] as const) {
      const stack: string[] = [];
      for (const line of t.app.printRoutes({ method, commonPrefix: false }).split('\n')) {
        const match = /^([│ ]*)[├└]── (.+?) \(([^)]*)\)$/.exec(line);
        if (!match) continue;
        const depth = (match[1]?.length ?? 0) / 4;
        stack.length = depth;
        stack.push(match[2] ?? '');
        if ((match[3] ?? '').split(', ').includes(method))
          found.push(`${method} ${stack.join('')}`);
      }
    }
    return found.sort();
  }

  async function newSession(): Promise<string> {
    const { refId } = await ok('POST', '/api/start-session', { productType: 'detonation' });
    return String(refId);
  }

  async function submitPerson1(refId: string): Promise<string> {
    const res = await ok('POST', '/api/submit', {
      refId,
      person1: { name: 'Maya Lopez', email: 'maya@example.com', partnerName: 'Sam Rivera' },
      answers: answersFromList(P1_ANSWERS),
      productType: 'detonation',
      honeypot: '',
    });
    const match = /\/test-checkout\/(cs_local_\w+)$/.exec(String(res.checkoutUrl));
    if (!match?.[1]) throw new Error(`no checkout in ${JSON.stringify(res)}`);
    return match[1];
  }

  async function adminToken(username: string, totp: boolean): Promise<string> {
    const secret = totp ? newTotpSecret() : null;
    await db()
      .insert(admins)
      .values({
        username,
        passwordHash: await hashPassword('correct horse battery staple'),
        totpSecretSealed: secret
          ? seal(secret, deriveKey(TEST_SETTINGS.secretKey, TOTP_KEY_PURPOSE))
          : null,
      });
    const res = await ok('POST', '/api/admin/login', {
      username,
      password: 'correct horse battery staple',
    });
    if (!totp) return String(res.token);
    // A challenge lives 5 minutes and an expired one is removed when it is presented; a run of
    // 10,000 bodies (npm run fuzz) outlasts that, so this one is kept alive for the whole run.
    const challenge = String(res.challenge);
    await db()
      .update(adminTokens)
      .set({ expiresAt: new Date(Date.now() + 24 * 3_600_000) })
      .where(eq(adminTokens.tokenHash, hashToken(challenge)));
    return challenge;
  }

  /** A data request for `email` with a known link token, as the e-mailed link would carry. */
  async function linkToken(email: string): Promise<string> {
    const token = newBearerToken();
    await db()
      .insert(dataRequests)
      .values({
        email,
        linkTokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      });
    return token;
  }

  async function grant(email: string): Promise<string> {
    await ok('POST', '/api/assessments', {
      tier: 'free',
      profile: {
        fullName: 'Lea Martin',
        email,
        primaryLoveLanguage: 'quality-time',
        secondaryLoveLanguage: 'physical-touch',
      },
    });
    const res = await ok('POST', '/api/privacy/access', { token: await linkToken(email) });
    return String(res.accessToken);
  }

  beforeAll(async () => {
    t = await createTestApp();
    // Only the requests may change the database while the fuzz compares row counts.
    for (const queue of [
      REPORT_GENERATE,
      REPORT_DELIVER,
      REPORT_SWEEP,
      PRIVACY_SEND_LINK,
      PRIVACY_SWEEP,
      RESUME_SEND_LINK,
      RESUME_SWEEP,
      PARTNER_REMINDER,
      PARTNER_ANSWERED_NOTICE,
      PARTNER_NOTICE_SWEEP,
      RETENTION_PURGE,
    ]) {
      await t.services.boss.offWork(queue, { wait: true });
    }
    tables = (
      await rows<{ table_name: string }>(
        sql`select table_name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )
    ).map((row) => row.table_name);
    appRoutes = writeRoutesOfApp();

    let grants = 0;
    const privacyGrant = async () => {
      const token = newBearerToken();
      grants += 1;
      await db()
        .insert(dataRequests)
        .values({
          email: `erase.${grants}@example.com`,
          linkTokenHash: hashToken(newBearerToken()),
          expiresAt: new Date(Date.now() + 60 * 60 * 1000),
          usedAt: new Date(),
          accessTokenHash: hashToken(token),
          accessExpiresAt: new Date(Date.now() + 30 * 60 * 1000),
        });
      return token;
    };
    await adminToken('fuzz-logout', false);
    const [logoutAdmin] = await db()
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.username, 'fuzz-logout'));
    if (!logoutAdmin) throw new Error('no admin');
    const mintAdminToken = async () => (await issueSessionToken(db(), logoutAdmin.id)).token;

    const questions = (await call('GET', '/api/questions/storm')).body as unknown as {
      id: string;
      options: string[];
    }[];
    const stormOptions = questions.map((q) => ({ id: q.id, option: q.options[1] ?? '' }));
    const intake = (n: number) => ({
      tier: 'free',
      profile: {
        fullName: 'Maya Lopez',
        email: `intake.${n}@example.com`,
        primaryLoveLanguage: 'quality-time',
        secondaryLoveLanguage: 'physical-touch',
      },
    });
    const assessmentId = String((await ok('POST', '/api/assessments', intake(1))).id);
    const invited = String((await ok('POST', '/api/assessments', intake(2))).id);
    const saved = await ok('PATCH', `/api/assessments/${invited}`, {
      responses: Object.fromEntries(stormOptions.map((q) => [q.id, q.option])),
    });
    const stormToken = String((saved.storm as { token: string }).token);

    const refIds = {
      submit: await newSession(),
      person2: await newSession(),
      single: await newSession(),
      checkout: await newSession(),
      confirm: await newSession(),
      link: await newSession(),
      retry: await newSession(),
      partnerLink: await newSession(),
    };
    // Person 1 has answered, so a valid body reaches the link e-mail itself.
    await submitPerson1(refIds.partnerLink);
    // A fully answered session, so a valid body reaches the checkout itself.
    await submitPerson1(refIds.checkout);
    await ok('POST', '/api/person2/submit', {
      refId: refIds.checkout,
      answers: P2_CHOICES,
      source: 'choice',
    });
    const checkoutIds = {
      confirm: await submitPerson1(refIds.confirm),
      pay: await submitPerson1(await newSession()),
      cancel: await submitPerson1(await newSession()),
    };

    const draftRefId = await newSession();
    const drafted = await ok('POST', '/api/drafts', {
      refId: draftRefId,
      email: 'drafter@example.com',
      draft: DRAFT,
    });

    const payFirst = await ok('POST', '/api/submit', {
      refId: await newSession(),
      person1: { name: 'Maya Lopez', email: 'maya@example.com', partnerName: 'Sam Rivera' },
      answers: answersFromList(P1_ANSWERS),
      productType: 'detonation',
      honeypot: '',
    });

    f = {
      drafts: { newRefId: await newSession(), resumeId: String(drafted.resumeId) },
      stormOptions,
      assessmentId,
      stormToken,
      refIds,
      checkoutIds,
      submissionId: String(payFirst.submissionId),
      privacy: {
        linkToken: await linkToken('nobody.else@example.com'),
        profileGrant: await grant('lea.profile@example.com'),
      },
      admin: {
        purge: await adminToken('fuzz-purge', false),
        retry: await adminToken('fuzz-retry', false),
        challenge: await adminToken('fuzz-totp', true),
      },
      mint: { privacyGrant, adminToken: mintAdminToken },
    };
  }, 120_000);

  afterAll(() => t?.close());

  it('knows every POST, PATCH, DELETE and PUT route of the app', () => {
    expect(appRoutes.length).toBeGreaterThan(15);
    for (const route of appRoutes) {
      const [method, url] = route.split(' ') as [Method, string];
      expect(t.app.hasRoute({ method, url }), route).toBe(true);
    }
    expect(appRoutes).toEqual(Object.keys(ROUTES).sort());
  });

  type Shot = {
    label: string;
    method: Method;
    url: string;
    headers: Record<string, string>;
    payload?: string;
  };

  function shotArbitrary(route: string, spec: RouteSpec): fc.Arbitrary<Shot> {
    const [method, pattern] = route.split(' ') as [Method, string];
    const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
    const valid = spec.params?.(f) ?? {};
    const params = fc.record(
      Object.fromEntries(
        names.map((name) => [
          name,
          fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...(valid[name] ?? ['x'])) },
            { weight: 2, arbitrary: garbageParam },
          ),
        ]),
      ) as Record<string, fc.Arbitrary<string>>,
    );
    const extraHeaders = fc.record(spec.headers ?? {});
    const auth = spec.mint
      ? authHeader([MINTED])
      : spec.bearer
        ? authHeader(spec.bearer(f))
        : fc.constant(undefined);
    const query = fc.oneof(
      { weight: 8, arbitrary: fc.constant('') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '?__proto__[polluted]=yes',
          '?constructor[prototype][polluted]=yes',
          '?a=%FF&a=1',
        ),
      },
    );
    const body = fc.nat().chain((n) => bodyArbitrary(spec.body?.(f, n)));
    return fc
      .record({ params, extraHeaders, auth, query, body })
      .map(({ params: values, extraHeaders: headers, auth: authorization, query: q, body: b }) => {
        const url = pattern.replace(/:(\w+)/g, (_all, name: string) => values[name] ?? '') + q;
        return {
          label: b.label,
          method,
          url,
          headers: {
            ...headers,
            ...(authorization === undefined ? {} : { authorization }),
            ...(b.contentType === undefined ? {} : { 'content-type': b.contentType }),
          },
          ...(b.payload === undefined ? {} : { payload: b.payload }),
        };
      });
  }

  /** Sent to every route whatever the seed: the cases the issue names. */
  function fixedShots(route: string, spec: RouteSpec): Shot[] {
    const [method, pattern] = route.split(' ') as [Method, string];
    const valid = spec.params?.(f) ?? {};
    const url = pattern.replace(/:(\w+)/g, (_all, name: string) => valid[name]?.[0] ?? 'x');
    const token = spec.mint ? MINTED : spec.bearer?.(f)[0];
    const base = spec.body?.(f, 0) ?? {};
    const deepest = objectPathsOf(base).at(-1) ?? [];
    const payloads: [string, string][] = [
      ['deep-nesting: 5,000 arrays', nested(5000, 'array')],
      ['deep-nesting: 5,000 objects', nested(5000, 'object')],
      ['proto-key: top level', withRawMember(base, [], '"__proto__":{"polluted":"yes"}')],
      ['proto-key: nested', withRawMember(base, deepest, '"__proto__":{"polluted":"yes"}')],
      [
        'proto-key: constructor.prototype',
        withRawMember(base, [], '"constructor":{"prototype":{"polluted":"yes"}}'),
      ],
      ['malformed', '{"a":'],
    ];
    return payloads.map(([label, payload]) => ({
      label,
      method,
      url,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload,
    }));
  }

  const short = (text: string | undefined) =>
    text === undefined
      ? '(none)'
      : text.length > 300
        ? `${text.slice(0, 300)}… (${text.length})`
        : text;

  /**
   * Sends one request and checks its answer; `before` are the row counts before it, compared with
   * the counts after it when the request was refused. Returns those counts and the answer.
   */
  async function fire(
    route: string,
    shot: Shot,
    before: Record<string, number>,
    statuses: Map<number, number>,
  ): Promise<{ counts: Record<string, number>; status: number; body: string }> {
    const res = await t.app.inject({
      method: shot.method,
      url: shot.url,
      headers: shot.headers,
      ...(shot.payload === undefined ? {} : { payload: shot.payload }),
      remoteAddress: nextAddress(),
    });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const context = `${route} [${shot.label}] ${shot.method} ${short(shot.url)} ${JSON.stringify(
      shot.headers,
    )}\npayload: ${short(shot.payload)}\nanswer: ${res.statusCode} ${short(res.body)}`;

    expect(res.statusCode, context).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, context).toBeLessThan(500);
    expect(res.statusCode < 300 || res.statusCode >= 400, context).toBe(true);
    expect(res.body, context).not.toMatch(LEAK);
    if (res.statusCode === 204) {
      expect(res.body, context).toBe('');
    } else {
      expect(res.headers['content-type'], context).toMatch(/^application\/json/);
      const parsed: unknown = JSON.parse(res.body);
      if (res.statusCode >= 400) {
        expect(apiErrorSchema.strict().safeParse(parsed).success, context).toBe(true);
        const error = (parsed as { error: Record<string, unknown> }).error;
        expect(Object.keys(error).sort(), context).toEqual(['code', 'message']);
      }
    }

    const after = await counts();
    if (res.statusCode >= 400) {
      const allowed = ROUTES[route]?.rejectedMayWrite;
      const mayWrite = allowed?.statuses.includes(res.statusCode) ? allowed.tables : [];
      const changed = tables.filter((name) => before[name] !== after[name]);
      expect(
        changed.filter((name) => !mayWrite.includes(name)),
        `rows written by a rejected request: ${context}`,
      ).toEqual([]);
    }
    return { counts: after, status: res.statusCode, body: res.body };
  }

  /**
   * What the fuzz found, kept as named cases: each answered 500 (NUL or an unpaired surrogate
   * reached PostgreSQL, which cannot store them in text or jsonb) or Fastify's own error body,
   * another shape echoing the URL (414, 400). http/text-guard.ts and sendFrameworkError fix them.
   */
  /** A JSON POST, as the client sends it. */
  const postJson = (url: string, body: unknown): Omit<Shot, 'label'> => ({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  /** A valid body of a route (its first fixture), to break in one place. */
  const validBody = (route: string, fx: Fixtures) => ROUTES[route]?.body?.(fx, 0) ?? {};

  const REGRESSIONS: {
    name: string;
    route: string;
    shot: (fx: Fixtures) => Omit<Shot, 'label'>;
    status: number;
    code: string;
  }[] = [
    {
      name: 'NUL in the checkout id of /api/session-confirm (was 500)',
      route: 'POST /api/session-confirm',
      shot: (fx) =>
        postJson('/api/session-confirm', {
          refId: fx.refIds.confirm,
          checkoutSessionId: `\u0000${fx.checkoutIds.confirm}`,
        }),
      status: 400,
      code: 'invalid_request',
    },
    {
      name: 'NUL in the e-mail of /api/test-checkout/link (was 500)',
      route: 'POST /api/test-checkout/link',
      shot: (fx) =>
        postJson('/api/test-checkout/link', {
          product: 'detonation',
          refId: fx.refIds.link,
          email: '\u0000p1@example.com',
        }),
      status: 400,
      code: 'invalid_request',
    },
    {
      name: 'NUL in an answer of /api/submit (was 500: the signed jsonb content)',
      route: 'POST /api/submit',
      shot: (fx) => {
        const body = validBody('POST /api/submit', fx);
        const answer = `\u0000${String(getAt(body, ['answers', 'q10']))}`;
        return postJson('/api/submit', setAt(body, ['answers', 'q10'], answer));
      },
      status: 400,
      code: 'invalid_request',
    },
    {
      name: 'an unpaired surrogate in the answers of /api/email-submission (was 500: jsonb)',
      route: 'POST /api/email-submission',
      shot: (fx) => {
        const body = validBody('POST /api/email-submission', fx);
        const answersP1 = `1.\uD800${String(body.answersP1).slice(2)}`;
        return postJson('/api/email-submission', { ...body, answersP1 });
      },
      status: 400,
      code: 'invalid_request',
    },
    {
      name: 'an unpaired low surrogate in an answer of /api/submit (was 500: jsonb)',
      route: 'POST /api/submit',
      shot: (fx) =>
        postJson(
          '/api/submit',
          setAt(validBody('POST /api/submit', fx), ['answers', 'q7'], 'My \uDFFF honest answer.'),
        ),
      status: 400,
      code: 'invalid_request',
    },
    {
      name: 'NUL in a path parameter',
      route: 'POST /api/storm/submit/:token',
      shot: (fx) =>
        postJson('/api/storm/submit/%00', validBody('POST /api/storm/submit/:token', fx)),
      status: 400,
      code: 'invalid_request',
    },
    {
      name: "a path parameter over maxParamLength (was Fastify's 414 body echoing the URL)",
      route: 'POST /api/test-checkout/:id/cancel',
      shot: () => postJson(`/api/test-checkout/${'A'.repeat(201)}/cancel`, { '': {} }),
      status: 414,
      code: 'uri_too_long',
    },
    {
      name: "a broken percent-encoding in the path (was Fastify's 400 body echoing the URL)",
      route: 'POST /api/test-checkout/:id/pay',
      shot: () => ({
        method: 'POST',
        url: '/api/test-checkout/%E0%A4%A/pay',
        headers: {},
      }),
      status: 400,
      code: 'invalid_url',
    },
  ];

  describe('regressions', () => {
    it.each(REGRESSIONS)('$name', async ({ route, shot, status, code }) => {
      const request = { label: 'regression', ...shot(f) };
      const before = await counts();
      const res = await fire(route, request, before, new Map());
      expect(res.status, res.body).toBe(status);
      expect(JSON.parse(res.body).error.code).toBe(code);
      expect(res.body).not.toContain('AAAAAAAAAA');
      expect(res.counts).toEqual(before);
    });
  });

  describe.each(Object.keys(ROUTES))('%s', (route) => {
    it(
      `answers ${RUNS} fuzzed requests with JSON, below 500, and writes nothing when it refuses`,
      async () => {
        const spec = ROUTES[route];
        if (!spec) throw new Error(route);
        const statuses = new Map<number, number>();
        let before = await counts();
        let failed = false;
        await fc.assert(
          fc.asyncProperty(shotArbitrary(route, spec), async (shot) => {
            // A failed check leaves `before` behind the database; while fast-check shrinks the
            // failure, each retry must compare against the rows as they are now.
            if (failed) before = await counts();
            failed = true;
            if (spec.mint && shot.headers.authorization === `Bearer ${MINTED}`) {
              const token = await spec.mint(f);
              before = await counts();
              const sent = { ...shot.headers, authorization: `Bearer ${token}` };
              before = (await fire(route, { ...shot, headers: sent }, before, statuses)).counts;
            } else {
              before = (await fire(route, shot, before, statuses)).counts;
            }
            failed = false;
          }),
          { numRuns: RUNS, examples: fixedShots(route, spec).map((shot) => [shot]) },
        );
        const total = [...statuses.values()].reduce((a, b) => a + b, 0);
        const summary = [...statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ');
        console.info(`${route}: ${summary}`);
        // 429 is a fine answer, but the bodies are meant to reach validation.
        expect((statuses.get(429) ?? 0) / total, summary).toBeLessThan(0.2);
      },
      ROUTE_TIMEOUT_MS,
    );
  });

  it('leaves Object.prototype alone', () => {
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(probe.isAdmin).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
  });
});
