import { describe, expect, test } from 'vitest';
import { actionLabel, detailPairs, formatBytes, retryAfterSentence } from './admin-format';
import { parseRetryAfter } from './api/admin-request';
import { attachmentName } from './api/download-export';

describe('attachmentName', () => {
  test.each([
    ['attachment; filename="msoul-export-2025-06-09.json"', 'msoul-export-2025-06-09.json'],
    ['attachment; filename=msoul-export.zip', 'msoul-export.zip'],
    ['attachment; filename="x.zip"; filename*=UTF-8\'\'m%C3%BCnster.zip', 'münster.zip'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
  ])('%s -> %s', (header, name) => {
    expect(attachmentName(header)).toBe(name);
  });

  test.each([null, '', 'attachment', 'attachment; filename=""'])('none in %j', (header) => {
    expect(attachmentName(header)).toBeNull();
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-06-09T12:00:00Z');
  test('seconds', () => expect(parseRetryAfter('42', now)).toBe(42));
  test('an HTTP date', () =>
    expect(parseRetryAfter('Mon, 09 Jun 2025 12:01:30 GMT', now)).toBe(90));
  test('a date in the past is now', () =>
    expect(parseRetryAfter('Mon, 09 Jun 2025 11:00:00 GMT', now)).toBe(0));
  test.each([null, '', 'soon'])('nothing usable in %j', (value) =>
    expect(parseRetryAfter(value, now)).toBeNull(),
  );
});

describe('admin-format', () => {
  test('when to try again, as a clock time', () => {
    const now = Date.parse('2025-06-09T12:00:00Z');
    const expected = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(
      new Date(now + 90_000),
    );
    expect(retryAfterSentence(90, now)).toBe(`You can try again at ${expected}.`);
  });

  test('sizes', () => {
    expect(formatBytes(840)).toBe('840 B');
    expect(formatBytes(12_345)).toBe('12.3 kB');
    expect(formatBytes(2_500_000)).toBe('2.5 MB');
  });

  test('audit actions and details for people', () => {
    expect(actionLabel('admin.login_failed')).toBe('admin: login failed');
    expect(actionLabel('purge.run')).toBe('purge: run');
    expect(detailPairs({ format: 'csv', users: 3, twoFactor: false, note: null })).toEqual([
      'format: csv',
      'users: 3',
      'twoFactor: false',
      'note: –',
    ]);
    expect(detailPairs(null)).toEqual([]);
  });
});
