import { describe, expect, it } from 'vitest';
import { compareNewestFirst } from './list-outbox';
import {
  isOutboxFileName,
  outboxFileName,
  outboxTempName,
  timeFromOutboxFileName,
} from './outbox-files';

describe('outbox file names', () => {
  it('puts the time without colons and a short hash of the delivery key in the name', () => {
    const name = outboxFileName(new Date('2025-11-21T10:13:05.042Z'), 'ref-1:person1');
    expect(name).toMatch(/^2025-11-21T101305\.042Z-[0-9a-f]{12}\.eml$/);
    expect(name).toBe(outboxFileName(new Date('2025-11-21T10:13:05.042Z'), 'ref-1:person1'));
    expect(name).not.toBe(outboxFileName(new Date('2025-11-21T10:13:05.042Z'), 'ref-1:person2'));
    expect(name).not.toContain('ref-1');
    expect(timeFromOutboxFileName(name)).toBe(Date.parse('2025-11-21T10:13:05.042Z'));
    expect(isOutboxFileName(name)).toBe(true);
  });

  it('hides temp names from the listing and from readers', () => {
    const temp = outboxTempName('2025-11-21T101305.042Z-0123456789ab.eml', 'abc');
    expect(isOutboxFileName(temp)).toBe(false);
  });

  it('reads no time from names of another form', () => {
    expect(timeFromOutboxFileName('copied.eml')).toBeNull();
    expect(timeFromOutboxFileName('2025-13-45T999999.000Z-0123456789ab.eml')).toBeNull();
  });

  it('accepts only plain .eml names', () => {
    for (const name of ['a.eml', 'Report_1-final.eml', '2025-11-21T101305.042Z-0123456789ab.eml']) {
      expect(isOutboxFileName(name)).toBe(true);
    }
    for (const name of ['../x.eml', 'a/b.eml', 'x.txt', '.eml', 'x.eml/', ' x.eml', 'x.EML']) {
      expect(isOutboxFileName(name)).toBe(false);
    }
  });
});

describe('compareNewestFirst', () => {
  it('orders by the time in the name, then by modification time, then by name', () => {
    const files = [
      { fileName: '2025-11-21T100000.000Z-aaaaaaaaaaaa.eml', size: 1, mtimeMs: 9e12 },
      { fileName: '2025-11-21T100001.000Z-bbbbbbbbbbbb.eml', size: 1, mtimeMs: 1 },
      { fileName: 'copied-b.eml', size: 1, mtimeMs: Date.parse('2025-11-21T10:00:00.500Z') },
      { fileName: 'copied-a.eml', size: 1, mtimeMs: Date.parse('2025-11-21T10:00:00.500Z') },
    ];
    expect(files.sort(compareNewestFirst).map((file) => file.fileName)).toEqual([
      '2025-11-21T100001.000Z-bbbbbbbbbbbb.eml',
      'copied-b.eml',
      'copied-a.eml',
      '2025-11-21T100000.000Z-aaaaaaaaaaaa.eml',
    ]);
  });
});
