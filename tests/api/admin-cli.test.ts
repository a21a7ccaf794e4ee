/**
 * Admin accounts (issue 7): the business functions on the test database, then the real CLI
 * (scripts/admin.mts) as a child process on a throwaway DATA_DIR, alone and beside a "server"
 * (this process) that shares its embedded database over DATA_DIR/socket.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase, targetFromConfig } from '../../src/server/db/client';
import {
  claimLocalDatabase,
  type LocalDatabaseHost,
  localSocketDir,
} from '../../src/server/db/local-socket';
import { applyMigrations } from '../../src/server/db/migrate';
import { admins, adminTokens, auditEvents } from '../../src/server/db/schema';
import {
  AdminAccountError,
  type AdminAccountErrorCode,
} from '../../src/server/modules/admin/manage/admin-accounts';
import { createAdmin } from '../../src/server/modules/admin/manage/create-admin';
import { deleteAdmin } from '../../src/server/modules/admin/manage/delete-admin';
import { disableAdmin2fa } from '../../src/server/modules/admin/manage/disable-admin-2fa';
import { enableAdmin2fa } from '../../src/server/modules/admin/manage/enable-admin-2fa';
import { listAdmins } from '../../src/server/modules/admin/manage/list-admins';
import {
  COMMON_PASSWORD,
  GUESSABLE_PASSWORD,
} from '../../src/server/modules/admin/manage/password-strength';
import { resetAdminPassword } from '../../src/server/modules/admin/manage/reset-admin-password';
import { verifyPassword } from '../../src/server/security/password-hash';
import { deriveKey, open } from '../../src/server/security/secret-box';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const SECRET_KEY = randomBytes(32).toString('hex');
// Written out rather than imported: the login code opens the secret with this exact purpose.
const totpKey = deriveKey(SECRET_KEY, 'admin-totp');
const PASSWORD = 'seven quiet herons over the reservoir';
const NEW_PASSWORD = 'mossy lantern ferry crossing at dawn';
const URI = /otpauth:\/\/totp\/mSoul:([^?\s]+)\?secret=([A-Z2-7]{32})&issuer=mSoul\S*/;

async function refused(promise: Promise<unknown>): Promise<AdminAccountErrorCode> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AdminAccountError);
  return (error as AdminAccountError).code;
}

async function addToken(db: Db, adminId: string): Promise<void> {
  await db.insert(adminTokens).values({
    tokenHash: randomBytes(32).toString('hex'),
    adminId,
    kind: 'session',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
}

async function adminRow(db: Db, username: string) {
  const [row] = await db.select().from(admins).where(eq(admins.username, username));
  return row;
}

async function tokenCount(db: Db, adminId: string): Promise<number> {
  return (await db.select().from(adminTokens).where(eq(adminTokens.adminId, adminId))).length;
}

async function adminEvents(db: Db) {
  return db
    .select({ action: auditEvents.action, actor: auditEvents.actor, detail: auditEvents.detail })
    .from(auditEvents)
    .where(like(auditEvents.action, 'admin.%'))
    .orderBy(asc(auditEvents.occurredAt));
}

describe('the admin account functions', () => {
  let t: TestDatabase;
  let db: Db;
  const deps = () => ({ db, secretKey: SECRET_KEY });
  beforeAll(async () => {
    t = await createTestDatabase();
    db = t.database.db;
  });
  afterAll(() => t.drop());

  it('creates an admin with a sealed TOTP secret, and one without', async () => {
    const created = await createAdmin(deps(), { username: 'ana', password: PASSWORD, totp: true });
    expect(created.totp?.uri).toMatch(URI);
    expect(created.totp?.uri).toContain(`secret=${created.totp?.secret}&`);
    const row = await adminRow(db, 'ana');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', PASSWORD)).toBe(true);
    expect(row?.totpSecretSealed).not.toContain(created.totp?.secret);
    expect(open(row?.totpSecretSealed ?? '', totpKey)).toBe(created.totp?.secret);

    const plain = await createAdmin(deps(), { username: 'ben', password: PASSWORD, totp: false });
    expect(plain.totp).toBeNull();
    expect((await adminRow(db, 'ben'))?.totpSecretSealed).toBeNull();
  });

  it('refuses a taken username, a bad username and a bad password, writing nothing', async () => {
    const before = (await db.select().from(admins)).length;
    const events = (await adminEvents(db)).length;
    const create = (username: string, password = PASSWORD) =>
      refused(createAdmin(deps(), { username, password, totp: true }));
    expect(await create('ana')).toBe('username_taken');
    for (const bad of ['', 'has space', 'x'.repeat(101), 'zoë', 'a/b', 'tab\t']) {
      expect(await create(bad)).toBe('bad_username');
    }
    expect(await create('cleo', 'short')).toBe('bad_password');
    expect(await create('cleo', 'x'.repeat(257))).toBe('bad_password');
    expect(await create('cleo', 'password1234')).toBe('bad_password');
    expect(await create('cleo', 'cleo-cleo-cleo')).toBe('bad_password');
    expect((await db.select().from(admins)).length).toBe(before);
    expect((await adminEvents(db)).length).toBe(events);
    for (const good of ['x', 'x'.repeat(100), 'ops.admin@example-1_x']) {
      await createAdmin(deps(), { username: good, password: PASSWORD, totp: false });
    }
    for (const good of ['x', 'x'.repeat(100), 'ops.admin@example-1_x']) {
      await deleteAdmin(deps(), { username: good });
    }
  });

  it('resets a password: new hash, the tokens revoked, the spent step cleared', async () => {
    const ana = await adminRow(db, 'ana');
    const ben = await adminRow(db, 'ben');
    if (!ana || !ben) throw new Error('fixtures missing');
    await db.update(admins).set({ totpLastStep: 123 }).where(eq(admins.id, ana.id));
    await addToken(db, ana.id);
    await addToken(db, ana.id);
    await addToken(db, ben.id);
    const result = await resetAdminPassword(deps(), { username: 'ana', password: NEW_PASSWORD });
    expect(result).toEqual({ revokedTokens: 2 });
    const after = await adminRow(db, 'ana');
    expect(after?.passwordHash).not.toBe(ana.passwordHash);
    expect(await verifyPassword(after?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
    expect(after?.totpLastStep).toBeNull();
    expect(after?.totpSecretSealed).toBe(ana.totpSecretSealed);
    expect(await tokenCount(db, ana.id)).toBe(0);
    expect(await tokenCount(db, ben.id)).toBe(1);
    expect(await refused(resetAdminPassword(deps(), { username: 'ana', password: '1234' }))).toBe(
      'bad_password',
    );
  });

  it('enables and disables 2FA, revoking the tokens each time', async () => {
    const ben = await adminRow(db, 'ben');
    if (!ben) throw new Error('fixture missing');
    const first = await enableAdmin2fa(deps(), { username: 'ben' });
    expect(first).toMatchObject({ replaced: false, revokedTokens: 1 });
    expect(first.uri).toMatch(URI);
    expect(open((await adminRow(db, 'ben'))?.totpSecretSealed ?? '', totpKey)).toBe(first.secret);
    await db.update(admins).set({ totpLastStep: 99 }).where(eq(admins.id, ben.id));
    const second = await enableAdmin2fa(deps(), { username: 'ben' });
    expect(second).toMatchObject({ replaced: true, revokedTokens: 0 });
    expect(second.secret).not.toBe(first.secret);
    expect((await adminRow(db, 'ben'))?.totpLastStep).toBeNull();

    await addToken(db, ben.id);
    expect(await disableAdmin2fa(deps(), { username: 'ben' })).toEqual({ revokedTokens: 1 });
    expect((await adminRow(db, 'ben'))?.totpSecretSealed).toBeNull();
    expect(await refused(disableAdmin2fa(deps(), { username: 'ben' }))).toBe('no_2fa');
  });

  it('lists usernames and 2FA only, deletes with the tokens, and knows unknown admins', async () => {
    const list = await listAdmins(deps());
    expect(list.map((admin) => [admin.username, admin.twoFactor])).toEqual([
      ['ana', true],
      ['ben', false],
    ]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['createdAt', 'twoFactor', 'username']);

    const ana = await adminRow(db, 'ana');
    if (!ana) throw new Error('fixture missing');
    await addToken(db, ana.id);
    await deleteAdmin(deps(), { username: 'ana' });
    expect(await adminRow(db, 'ana')).toBeUndefined();
    expect(await tokenCount(db, ana.id)).toBe(0);

    const who = { username: 'nobody' };
    expect(await refused(deleteAdmin(deps(), who))).toBe('unknown_admin');
    expect(await refused(enableAdmin2fa(deps(), who))).toBe('unknown_admin');
    expect(await refused(disableAdmin2fa(deps(), who))).toBe('unknown_admin');
    expect(await refused(resetAdminPassword(deps(), { ...who, password: PASSWORD }))).toBe(
      'unknown_admin',
    );
  });

  // The CI's second API run (TEST_DATABASE_URL): the CLI on the PostgreSQL server.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs on PostgreSQL when DATABASE_URL is set',
    { timeout: 60_000 },
    async () => {
      if (t.database.kind !== 'pg') throw new Error('expected PostgreSQL');
      const dataDir = mkdtempSync(join(tmpdir(), 'msoul-admin-pg-'));
      try {
        const run = await cli(dataDir, ['create', 'pgadmin'], `${PASSWORD}\n`, t.database.url);
        expect(run.stderr).toBe('');
        expect(URI.exec(run.stdout)?.[1]).toBe('pgadmin');
        expect(open((await adminRow(db, 'pgadmin'))?.totpSecretSealed ?? '', totpKey)).toBe(
          URI.exec(run.stdout)?.[2],
        );
        await deleteAdmin(deps(), { username: 'pgadmin' });
        expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('audits every change as the cli, with the username only', async () => {
    const events = await adminEvents(db);
    expect(events.every((event) => event.actor === 'cli')).toBe(true);
    expect(events.every((event) => Object.keys(event.detail ?? {}).join() === 'username')).toBe(
      true,
    );
    expect(events.filter((event) => event.detail?.username === 'ana').map((e) => e.action)).toEqual(
      ['admin.created', 'admin.password_reset', 'admin.deleted'],
    );
    expect(events.filter((event) => event.detail?.username === 'ben').map((e) => e.action)).toEqual(
      ['admin.created', 'admin.2fa_enabled', 'admin.2fa_enabled', 'admin.2fa_disabled'],
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The CLI as a child process.

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = join(root, 'node_modules/.bin/tsx');
type Run = { code: number | null; stdout: string; stderr: string };

function cliEnv(dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

function cli(dataDir: string, args: string[], stdin = '', databaseUrl?: string): Promise<Run> {
  return new Promise((done, fail) => {
    const env = cliEnv(dataDir, databaseUrl);
    const child = spawn(tsx, ['scripts/admin.mts', ...args], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** On a pseudo-terminal (util-linux `script`), typing each answer once its prompt shows. */
function cliOnTerminal(dataDir: string, args: string[], answers: string[]): Promise<Run> {
  return new Promise((done, fail) => {
    const command = [tsx, 'scripts/admin.mts', ...args].join(' ');
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      cwd: root,
      env: cliEnv(dataDir),
    });
    let stdout = '';
    let answered = 0;
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const prompts = stdout.split(': ').length - 1;
      while (answered < Math.min(prompts, answers.length)) {
        child.stdin.write(`${answers[answered]}\r`);
        answered += 1;
      }
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr: '' }));
  });
}

const hasScript = spawnSync('script', ['--version']).status === 0;

/** One line of stderr, nothing on stdout: how every refusal looks. */
function expectOneLineError(run: Run, text: string): void {
  expect(run.code).toBe(1);
  expect(run.stderr.trim()).toContain(text);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
}

async function openDataDir(dataDir: string): Promise<Database> {
  return openDatabase(targetFromConfig({ dataDir, databaseUrl: undefined }));
}

describe('npm run admin, on a DATA_DIR without a server', () => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'msoul-admin-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  let aliceSecret = '';

  it('creates an admin on a fresh DATA_DIR and shows the TOTP enrolment once', async () => {
    const run = await cli(dataDir, ['create', 'alice'], `${PASSWORD}\n`);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const match = URI.exec(run.stdout);
    expect(match?.[1]).toBe('alice');
    aliceSecret = match?.[2] ?? '';
    expect(run.stdout).toContain(`Key: ${aliceSecret.match(/.{4}/g)?.join(' ')}`);
    expect(run.stdout).toMatch(/[▀▄█]{20}/);
    expect(run.stdout).not.toContain(PASSWORD);
  }, 60_000);

  it('creates one without 2FA, refuses a taken name and a short password in one line', {
    timeout: 60_000,
  }, async () => {
    const bob = await cli(dataDir, ['create', 'bob', '--no-totp'], `${PASSWORD}\n`);
    expect(bob.code).toBe(0);
    expect(bob.stdout).not.toContain('otpauth://');
    expectOneLineError(await cli(dataDir, ['create', 'alice'], `${PASSWORD}\n`), 'is taken');
    expectOneLineError(
      await cli(dataDir, ['create', 'carol'], 'short\n'),
      'at least 12 characters',
    );
    expectOneLineError(await cli(dataDir, ['delete', 'bad name!']), 'A username has 1 to 100');
  });

  it('lists usernames and 2FA, never a hash or a secret', async () => {
    const run = await cli(dataDir, ['list']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^alice\s+on\s+\d{4}-\d\d-\d\d$/m);
    expect(run.stdout).toMatch(/^bob\s+off\s+\d{4}-\d\d-\d\d$/m);
    expect(run.stdout).not.toContain('argon2');
    expect(run.stdout).not.toContain(aliceSecret);
  });

  it('stored the secret sealed, and nothing for the refused commands', async () => {
    const database = await openDataDir(dataDir);
    try {
      const alice = await adminRow(database.db, 'alice');
      expect(alice?.totpSecretSealed).toMatch(/^v1\./);
      expect(alice?.totpSecretSealed).not.toContain(aliceSecret);
      expect(open(alice?.totpSecretSealed ?? '', totpKey)).toBe(aliceSecret);
      expect(await adminRow(database.db, 'carol')).toBeUndefined();
      if (alice) await addToken(database.db, alice.id);
    } finally {
      await database.close();
    }
  });

  it('resets a password, switches 2FA, deletes, and names an unknown admin', {
    timeout: 60_000,
  }, async () => {
    const before = await (async () => {
      const database = await openDataDir(dataDir);
      const row = await adminRow(database.db, 'alice');
      await database.close();
      return row;
    })();
    expect((await cli(dataDir, ['reset-password', 'alice'], `${NEW_PASSWORD}\n`)).stdout).toContain(
      'Password of alice changed. 1 session signed out.',
    );
    expect((await cli(dataDir, ['disable-2fa', 'alice'])).code).toBe(0);
    const enabled = await cli(dataDir, ['enable-2fa', 'bob']);
    expect(enabled.code).toBe(0);
    expect(URI.exec(enabled.stdout)?.[1]).toBe('bob');
    expect((await cli(dataDir, ['delete', 'bob'])).code).toBe(0);
    expectOneLineError(
      await cli(dataDir, ['reset-password', 'nobody'], `${PASSWORD}\n`),
      'There is no admin named nobody.',
    );

    const database = await openDataDir(dataDir);
    try {
      const alice = await adminRow(database.db, 'alice');
      expect(alice?.passwordHash).not.toBe(before?.passwordHash);
      expect(await verifyPassword(alice?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
      expect(alice?.totpSecretSealed).toBeNull();
      expect(await tokenCount(database.db, alice?.id ?? '')).toBe(0);
      expect(await adminRow(database.db, 'bob')).toBeUndefined();
      expect(await adminEvents(database.db)).toEqual(
        [
          ['admin.created', 'alice'],
          ['admin.created', 'bob'],
          ['admin.password_reset', 'alice'],
          ['admin.2fa_disabled', 'alice'],
          ['admin.2fa_enabled', 'bob'],
          ['admin.deleted', 'bob'],
        ].map(([action, username]) => ({ action, actor: 'cli', detail: { username } })),
      );
    } finally {
      await database.close();
    }
  });

  it.skipIf(!hasScript)('asks twice without echo on a terminal', { timeout: 60_000 }, async () => {
    const mismatch = await cliOnTerminal(
      dataDir,
      ['reset-password', 'alice'],
      ['first copper lantern at dusk', 'other copper lantern at dusk'],
    );
    expect(mismatch.code).toBe(1);
    expect(mismatch.stdout).toContain('The passwords do not match');
    const same = await cliOnTerminal(
      dataDir,
      ['reset-password', 'alice'],
      ['typed slowly by a tired walrus', 'typed slowly by a tired walrus'],
    );
    expect(same.code).toBe(0);
    for (const run of [mismatch, same]) {
      expect(run.stdout).not.toMatch(/copper lantern|tired walrus/);
    }
  });
});

describe('npm run admin, choosing a new password (issue 21)', () => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'msoul-admin-password-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a short, a common or a guessable password in one line, writing nothing', {
    timeout: 90_000,
  }, async () => {
    const refusals: [string, string][] = [
      ['password', 'at least 12 characters'],
      // 11 characters, otherwise hard to guess: the length alone refuses it.
      ['k7#Vq2!mZp9', 'The password must have at least 12 characters.'],
      ['password1234', COMMON_PASSWORD],
      ['qwerty123456', COMMON_PASSWORD],
      ['aaaaaaaaaaaaaaaa', GUESSABLE_PASSWORD],
    ];
    for (const [password, text] of refusals) {
      expectOneLineError(await cli(dataDir, ['create', 'erin'], `${password}\n`), text);
    }
    // Nothing was opened for a refused password: no database in the DATA_DIR yet.
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });

  it('takes a long unusual passphrase, and checks reset-password the same way', {
    timeout: 90_000,
  }, async () => {
    const created = await cli(dataDir, ['create', 'erin', '--no-totp'], `${PASSWORD}\n`);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expectOneLineError(
      await cli(dataDir, ['reset-password', 'erin'], 'password1234\n'),
      COMMON_PASSWORD,
    );
    expect((await cli(dataDir, ['reset-password', 'erin'], `${NEW_PASSWORD}\n`)).code).toBe(0);
    const database = await openDataDir(dataDir);
    try {
      const erin = await adminRow(database.db, 'erin');
      expect(await verifyPassword(erin?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
      expect((await adminEvents(database.db)).map((event) => event.action)).toEqual([
        'admin.created',
        'admin.password_reset',
      ]);
    } finally {
      await database.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Beside a running server: this process plays the server, as main.ts does.

describe('npm run admin, while the server runs on the same DATA_DIR', () => {
  let dataDir = '';
  const quiet = { info: () => {}, warn: () => {} };
  let local: LocalDatabaseHost;
  let database: Database;
  let pglite: Extract<Database, { kind: 'pglite' }>['pglite'];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'msoul-admin-socket-'));
    local = await claimLocalDatabase(dataDir);
    database = await openDataDir(dataDir);
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    pglite = database.pglite;
    await applyMigrations(database);
    await local.share(database.thread, quiet);
  }, 60_000);
  afterAll(async () => {
    await local.stopSharing();
    await database.close();
    local.release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function socketPool(): pg.Pool {
    const pool = new pg.Pool({
      host: localSocketDir(dataDir),
      user: 'postgres',
      database: 'postgres',
      max: 1,
    });
    pool.on('error', () => {});
    return pool;
  }
  const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

  it('keeps a socket client and the server out of each other\u2019s transactions', async () => {
    await pglite.exec('create table socket_probe (who text)');
    const pool = socketPool();
    try {
      // The server's transaction rolls back while a socket client writes: the write survives.
      const serverSide = pglite.transaction(async (tx) => {
        await tx.query(`insert into socket_probe values ('server, rolled back')`);
        await sleep(150);
        await tx.rollback();
      });
      await sleep(30);
      await pool.query(`insert into socket_probe values ('client')`);
      await serverSide;
      // A socket client's transaction rolls back while the server writes: that write survives.
      const client = await pool.connect();
      await client.query('begin');
      await client.query(`insert into socket_probe values ('client, rolled back')`);
      const serverWrite = pglite.query(`insert into socket_probe values ('server')`);
      await sleep(50);
      await client.query('rollback');
      client.release();
      await serverWrite;
      // A client that vanishes mid-transaction is rolled back and does not block the server.
      // Another database name and no user would end PGlite's startup in a FATAL that shuts out
      // every later client: the socket gives each client the one startup that works.
      const vanishing = new pg.Client({
        host: localSocketDir(dataDir),
        database: 'nope',
        user: '',
      });
      vanishing.on('error', () => {});
      await vanishing.connect();
      await vanishing.query('begin');
      await vanishing.query(`insert into socket_probe values ('vanished')`);
      vanishing.connection.stream.destroy();
      const rows = await pglite.query<{ who: string }>('select who from socket_probe order by 1');
      expect(rows.rows.map((row) => row.who)).toEqual(['client', 'server']);
    } finally {
      await pool.end();
    }
  });

  it('creates an admin through the socket while the server keeps answering', async () => {
    let serverQueries = 0;
    let serverFailures = 0;
    let running = true;
    const deadline = Date.now() + 30_000;
    const serverLoad = (async () => {
      while (running && Date.now() < deadline) {
        try {
          // Transactions that roll back, as the app's would on an error: they must not take
          // the command's writes with them.
          await database.db
            .transaction(async (tx) => {
              await tx.insert(auditEvents).values({ action: 'test.server', detail: null });
              await sleep(5);
              tx.rollback();
            })
            .catch((error: unknown) => {
              if (!(error instanceof Error && error.message.includes('Rollback'))) throw error;
            });
          await database.db.insert(auditEvents).values({ action: 'test.server', detail: null });
          serverQueries += 1;
        } catch {
          serverFailures += 1;
        }
      }
    })();
    const run = await cli(dataDir, ['create', 'dora'], `${PASSWORD}\n`);
    running = false;
    await serverLoad;
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(URI.exec(run.stdout)?.[1]).toBe('dora');
    expect(serverFailures).toBe(0);
    expect(serverQueries).toBeGreaterThan(10);
    const dora = await adminRow(database.db, 'dora');
    expect(open(dora?.totpSecretSealed ?? '', totpKey)).toBe(URI.exec(run.stdout)?.[2]);
    const events = await database.db.select().from(auditEvents);
    expect(events.filter((event) => event.action === 'test.server')).toHaveLength(serverQueries);
    expect(events.filter((event) => event.action === 'admin.created')).toHaveLength(1);
  }, 60_000);

  it('says in one line to stop a server that does not share its database', async () => {
    await local.stopSharing();
    expect(existsSync(localSocketDir(dataDir))).toBe(false);
    const run = await cli(dataDir, ['list']);
    expectOneLineError(
      run,
      `The server (pid ${process.pid}) is running with this DATA_DIR and not sharing its database; stop it first`,
    );
  }, 30_000);
});
