import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config';
import type { Db } from '../../db/client';
import { collectBusinessMetrics } from './collect-business-metrics';
import { checkMetricsAccess } from './metrics-access';

const TOKEN = 'a-metrics-token-of-forty-characters-0123';

describe('checkMetricsAccess', () => {
  it('without a token: loopback addresses only, anything else hidden', () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(checkMetricsAccess({ authorization: undefined, remoteAddress }, undefined)).toBe(
        'allowed',
      );
    }
    for (const remoteAddress of [
      '127.0.0.2',
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      undefined,
    ]) {
      expect(checkMetricsAccess({ authorization: undefined, remoteAddress }, undefined)).toBe(
        'hidden',
      );
    }
  });

  it('with a token: the right bearer token from anywhere, nothing else', () => {
    const check = (authorization: string | undefined, remoteAddress = '203.0.113.9') =>
      checkMetricsAccess({ authorization, remoteAddress }, TOKEN);
    expect(check(`Bearer ${TOKEN}`)).toBe('allowed');
    expect(check(`bearer  ${TOKEN} `)).toBe('allowed');
    expect(check(undefined)).toBe('unauthorized');
    expect(check(undefined, '127.0.0.1')).toBe('unauthorized');
    expect(check(TOKEN)).toBe('unauthorized');
    expect(check(`Basic ${TOKEN}`)).toBe('unauthorized');
    expect(check(`Bearer ${TOKEN.slice(0, -1)}`)).toBe('unauthorized');
    expect(check(`Bearer ${TOKEN}0`)).toBe('unauthorized');
    expect(check(`Bearer ${TOKEN} extra`)).toBe('unauthorized');
    expect(check('Bearer ')).toBe('unauthorized');
  });
});

describe('METRICS_TOKEN', () => {
  it('is optional, and at least 32 characters when set', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
    expect(() => parseEnv({ METRICS_TOKEN: 'too-short' })).toThrow(
      /METRICS_TOKEN: must be at least 32 characters long/,
    );
  });
});

describe('collectBusinessMetrics', () => {
  // The ping fails first, so nothing else touches the database.
  const noDatabase = {} as Db;
  const noQueue = {
    getDb: () => {
      throw new Error('the queue must not be asked when the database is down');
    },
  };

  it('reports the database down, and nothing else, when the ping throws', async () => {
    const snapshot = await collectBusinessMetrics({
      db: noDatabase,
      boss: noQueue,
      ping: () => Promise.reject(new Error('connection refused')),
    });
    expect(snapshot).toEqual({
      databaseUp: false,
      sessionsByState: null,
      reports: null,
      deliveriesPending: null,
      queues: null,
      failed: ['database'],
    });
  });

  it('gives up on a ping that hangs', async () => {
    const snapshot = await collectBusinessMetrics({
      db: noDatabase,
      boss: noQueue,
      ping: () => new Promise<void>(() => {}),
      timeoutMs: 20,
    });
    expect(snapshot.databaseUp).toBe(false);
  });
});
