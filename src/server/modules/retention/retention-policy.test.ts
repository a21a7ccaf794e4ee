import { describe, expect, it } from 'vitest';
import { nextPurgeDate, PURGE_CRON, RETENTION_DAYS, retentionCutoff } from './retention-policy';

describe('retention policy', () => {
  it('keeps 30 days and purges hourly', () => {
    expect(RETENTION_DAYS).toBe(30);
    expect(PURGE_CRON).toBe('0 * * * *');
  });

  it('puts the cutoff exactly 30 days before now', () => {
    expect(retentionCutoff(new Date('2026-03-31T12:34:56.789Z')).toISOString()).toBe(
      '2026-03-01T12:34:56.789Z',
    );
    // 30 × 24 hours, not calendar days: a DST change elsewhere does not move it.
    expect(retentionCutoff(new Date('2026-01-01T00:00:00.000Z')).toISOString()).toBe(
      '2025-12-02T00:00:00.000Z',
    );
  });

  it.each([
    ['2026-05-10T09:15:00.000Z', '2026-05-10T10:00:00.000Z'],
    ['2026-05-10T09:59:59.999Z', '2026-05-10T10:00:00.000Z'],
    // Strictly after: on the hour itself, the next run is an hour later.
    ['2026-05-10T10:00:00.000Z', '2026-05-10T11:00:00.000Z'],
    ['2026-05-10T10:00:00.001Z', '2026-05-10T11:00:00.000Z'],
    ['2026-12-31T23:30:00.000Z', '2027-01-01T00:00:00.000Z'],
  ])('after %s the next purge is %s', (now, next) => {
    expect(nextPurgeDate(new Date(now)).toISOString()).toBe(next);
  });
});
