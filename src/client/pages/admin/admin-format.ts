/** How the admin pages show times, sizes and audit events to people. */

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeSeconds = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'medium',
});
const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** '9 Jun 2025, 14:00' in the reader's locale and time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** With seconds, for the audit log. */
export function formatDateTimeSeconds(iso: string): string {
  return dateTimeSeconds.format(new Date(iso));
}

/** 'in 42 minutes', '3 hours ago', 'now'. */
export function formatRelative(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return relative.format(0, 'second');
  if (abs < 45 * 60) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 36 * 3600) return relative.format(Math.round(seconds / 3600), 'hour');
  return relative.format(Math.round(seconds / 86_400), 'day');
}

/**
 * When another attempt is accepted (a 429's Retry-After), as a clock time: the server's own
 * message already says how long to wait.
 */
export function retryAfterSentence(seconds: number, now = Date.now()): string {
  return `You can try again at ${clock.format(new Date(now + seconds * 1000))}.`;
}

/** '12.3 kB', '840 B'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** 'admin.login_failed' -> 'admin: login failed' (the code itself stays the filter's value). */
export function actionLabel(action: string): string {
  const [area, ...rest] = action.split('.');
  const event = rest.join('.').replaceAll('_', ' ');
  return event ? `${area}: ${event}` : action.replaceAll('_', ' ');
}

/** An audit event's detail as 'key: value' pairs, e.g. 'format: csv, purgedUsers: 3'. */
export function detailPairs(
  detail: Record<string, string | number | boolean | null> | null,
): string[] {
  if (!detail) return [];
  return Object.entries(detail).map(([key, value]) => `${key}: ${value === null ? '–' : value}`);
}

/** '1 record', '3 records'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString()} ${count === 1 ? one : many}`;
}
