/**
 * How long personal data is kept and when the purge runs (docs/product.md §9 'Data retention: 30
 * days, automated purge'; issue 7). Pure: callers pass the clock, so the admin stats, the purge and
 * the tests agree on the same instant.
 */

export const RETENTION_DAYS = 30;

/** Every hour on the hour, read in UTC (the job's schedule is registered with tz 'UTC'). */
export const PURGE_CRON = '0 * * * *';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Records created strictly before this instant are past retention. */
export function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - RETENTION_DAYS * DAY_MS);
}

/**
 * The next top of the hour strictly after `now`: what PURGE_CRON fires next. Computed on epoch
 * milliseconds, so it is the UTC hour whatever the process's time zone.
 */
export function nextPurgeDate(now: Date): Date {
  return new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS);
}
