import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

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

describe('the log destination', () => {
  it('loses no line when the process exits right after a burst of writes', async () => {
    // A child process: process.exit() skips pending asynchronous writes unless pino flushes them.
    const script = [
      `import { pino } from 'pino';`,
      `import { logDestination, loggerOptions } from './src/server/logger.ts';`,
      `const logger = pino(loggerOptions('info'), logDestination());`,
      `for (let i = 0; i < 5000; i++) logger.info({ i }, 'line');`,
      `process.exit(0);`,
    ].join('\n');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
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
});
