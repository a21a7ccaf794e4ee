import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { isDatabaseUnavailable, unavailableReason } from './unavailable';

/** A loopback server that does `onSocket` to every connection, on a port of its own. */
async function listen(
  onSocket: (socket: Socket) => void,
): Promise<{ server: Server; url: string }> {
  const server = createServer(onSocket);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `postgres://nobody@127.0.0.1:${port}/none` };
}

/** What pg throws when connecting to `url` (the error is the test's subject, so it is returned). */
async function connectError(url: string, connectionTimeoutMillis?: number): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  client.on('error', () => {});
  return client.connect().then(
    () => new Error('connected unexpectedly'),
    (error: unknown) => error,
  );
}

/** pg's own class for an ErrorResponse from the server, with its SQLSTATE. */
function serverError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

describe('isDatabaseUnavailable', () => {
  const sockets: Socket[] = [];
  let closedPortUrl: string;
  let hangUp: { server: Server; url: string };
  let silent: { server: Server; url: string };

  beforeAll(async () => {
    const probe = await listen(() => {});
    closedPortUrl = probe.url;
    await new Promise((resolve) => probe.server.close(resolve));
    hangUp = await listen((socket) => socket.destroy());
    silent = await listen((socket) => sockets.push(socket));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hangUp.server.close(resolve));
    await new Promise((resolve) => silent.server.close(resolve));
  });

  it('recognises a refused connection (the server stopped)', async () => {
    const error = await connectError(closedPortUrl);
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(unavailableReason(error)).toBe('ECONNREFUSED');
  });

  it('recognises a connection the server drops', async () => {
    const error = await connectError(hangUp.url);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a connection that is not made in time, from the pool or a lone client', async () => {
    const pool = new pg.Pool({ connectionString: silent.url, connectionTimeoutMillis: 100 });
    const fromPool = await pool.query('select 1').then(
      () => new Error('no error'),
      (caught: unknown) => caught,
    );
    await pool.end();
    expect(fromPool).toMatchObject({ message: 'Connection terminated due to connection timeout' });
    expect(isDatabaseUnavailable(fromPool)).toBe(true);
    const fromClient = await connectError(silent.url, 100);
    expect(fromClient).toMatchObject({ message: 'timeout expired' });
    expect(isDatabaseUnavailable(fromClient)).toBe(true);
  });

  it('sees through the error drizzle wraps around the driver, and logs no value', async () => {
    const pool = new pg.Pool({ connectionString: closedPortUrl });
    const db = drizzle(pool);
    const error = await db.execute(sql`select ${'person@example.com'} as email`).then(
      () => new Error('no error'),
      (caught: unknown) => caught,
    );
    await pool.end();
    expect(error).toHaveProperty('cause');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(unavailableReason(error)).toBe('ECONNREFUSED');
  });

  it('looks into an AggregateError (a host name with several addresses, all refused)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['08006', 'connection failure'],
  ])('recognises the server saying %s (%s)', (code, message) => {
    const error = serverError(code, message);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(unavailableReason(error)).toBe(code);
  });

  it("recognises the pool's own wait timeout", () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', serverError('42601', 'syntax error at or near "selec"')],
    ['a failed check', serverError('23514', 'new row violates check constraint')],
    ['a plain error', new Error('something else broke')],
    ['an expected failure', AppError.notFound()],
    ['no error at all', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('leaves %s alone (still a 500 or its own answer)', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops at a cause chain that loops', () => {
    const error = new Error('outer');
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
