import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { isoTimestamp, loggerOptions, redactSensitive } from './logger';

/** A logger built like the server's, writing its lines into `lines`. */
function capturingLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino(loggerOptions('info'), sink), lines };
}

const pglite = new PGlite();
afterAll(() => pglite.close());

describe('logged errors', () => {
  it('keep the failed SQL and the reason, never the bound values', async () => {
    const db = drizzle(pglite);
    await db.execute(sql`create table people (email text unique)`);
    const email = 'someone.private@example.com';
    await db.execute(sql`insert into people (email) values (${email})`);
    const error = await db.execute(sql`insert into people (email) values (${email})`).then(
      () => null,
      (failure: unknown) => failure,
    );
    // The error as drizzle raises it does hold the address: the serializer must drop it.
    expect(String(error instanceof Error && error.message)).toContain(email);

    const { logger, lines } = capturingLogger();
    logger.error({ err: error }, 'request failed');
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    expect(line).not.toContain(email);
    const logged = JSON.parse(line) as { err: { message: string; stack: string } };
    expect(logged.err.message).toContain('insert into people');
    expect(logged.err.message).toContain('duplicate key value violates unique constraint');
    expect(logged.err.stack).toMatch(/\n\s+at /);
  });

  it('leave PostgreSQL detail out and keep other errors as they are', () => {
    const { logger, lines } = capturingLogger();
    const failure = Object.assign(new Error('duplicate key value'), {
      code: '23505',
      detail: 'Key (email)=(someone.private@example.com) already exists.',
    });
    logger.error({ err: failure }, 'job queue error');
    logger.error({ err: new TypeError('plain failure') }, 'request failed');
    const [first, second] = lines.map(
      (line) => JSON.parse(line) as { err: Record<string, unknown> },
    );
    expect(first?.err).toMatchObject({ message: 'duplicate key value', code: '23505' });
    expect(first?.err).not.toHaveProperty('detail');
    expect(second?.err).toMatchObject({ type: 'TypeError', message: 'plain failure' });
  });
});

describe('redaction', () => {
  it('replaces sensitive values at any depth and keeps the rest of the line', () => {
    const { logger, lines } = capturingLogger();
    logger.info(
      {
        email: 'sam@example.com',
        user: { name: 'Sam', phone: '+15550100', nested: { password: 'pw-1' } },
        req: { headers: { Authorization: 'Bearer abc', cookie: 'sid=1', accept: 'text/html' } },
        recipients: [{ email: 'lee@example.com', kind: 'partner' }],
        token: 'tok_123',
        route: '/api/storm/:token',
      },
      'an event',
    );
    logger.error({ err: Object.assign(new Error('refused'), { secret: 's3' }) }, 'failed');
    const [first, second] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({
      email: '[redacted]',
      user: { name: 'Sam', phone: '[redacted]', nested: { password: '[redacted]' } },
      req: { headers: { Authorization: '[redacted]', cookie: '[redacted]', accept: 'text/html' } },
      recipients: [{ email: '[redacted]', kind: 'partner' }],
      token: '[redacted]',
      route: '/api/storm/:token',
      msg: 'an event',
    });
    expect(second).toMatchObject({ err: { message: 'refused', secret: '[redacted]' } });
    for (const secret of ['sam@', '5550100', 'pw-1', 'abc', 'sid=1', 'lee@', 'tok_123', 's3"']) {
      expect(lines.join('')).not.toContain(secret);
    }
  });

  it('leaves an object without sensitive keys as it is (no copy)', () => {
    const line = { method: 'GET', route: '/api/questions/:set', status: 200, ms: 2 };
    expect(redactSensitive(line)).toBe(line);
    const nested = { a: [{ b: 1 }], c: { d: 'e' } };
    expect(redactSensitive(nested)).toBe(nested);
    expect(redactSensitive({ ...nested, c: { email: 'x@y.z' } })).toEqual({
      a: [{ b: 1 }],
      c: { email: '[redacted]' },
    });
  });
});

/**
 * A child process logging through the server's destination: `statements` run after
 * `const logger = pino(loggerOptions('info'), logDestination());`.
 */
function loggingProcess(statements: readonly string[]) {
  const script = [
    `import { pino } from 'pino';`,
    `import { logDestination, loggerOptions } from './src/server/logger.ts';`,
    `const logger = pino(loggerOptions('info'), logDestination());`,
    ...statements,
  ].join('\n');
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

describe('the time of a line', () => {
  it('is the ISO time of the millisecond it was written in', () => {
    const at = Date.UTC(2026, 10, 22, 5, 30, 0, 123);
    expect(isoTimestamp(at)).toBe(',"time":"2026-11-22T05:30:00.123Z"');
    expect(isoTimestamp(at)).toBe(',"time":"2026-11-22T05:30:00.123Z"');
    expect(isoTimestamp(at + 1)).toBe(',"time":"2026-11-22T05:30:00.124Z"');
  });

  it('is the current time in every line pino writes', () => {
    const { logger, lines } = capturingLogger();
    const before = Date.now();
    logger.info('one');
    logger.info('two');
    const after = Date.now();
    for (const line of lines) {
      const time = Date.parse((JSON.parse(line) as { time: string }).time);
      expect(time).toBeGreaterThanOrEqual(before);
      expect(time).toBeLessThanOrEqual(after);
    }
    expect(lines).toHaveLength(2);
  });
});

describe('the log destination', () => {
  it('loses no line when the process exits right after a burst of writes', async () => {
    // process.exit() skips pending asynchronous writes unless pino flushes them.
    const child = loggingProcess([
      `for (let i = 0; i < 5000; i++) logger.info({ i }, 'line');`,
      `process.exit(0);`,
    ]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise((done) => child.once('close', done));
    expect(code).toBe(0);
    const numbers = output
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { i: number }).i);
    expect(numbers).toEqual(Array.from({ length: 5000 }, (_, i) => i));
  });

  it('writes a lone line while the process runs, not only when it exits', async () => {
    const child = loggingProcess([`logger.info('alone');`, `setTimeout(() => {}, 20_000);`]);
    try {
      const first = await new Promise<string>((done) => {
        child.stdout.once('data', (chunk: Buffer) => done(chunk.toString()));
        child.once('exit', () => done('(exited first)'));
      });
      expect(first).toContain('"msg":"alone"');
    } finally {
      child.kill('SIGKILL');
    }
  });
});
