import { describe, expect, it } from 'vitest';
import { toCsv } from './to-csv';

describe('toCsv', () => {
  it('writes a header from every key and one CRLF line per row', () => {
    expect(
      toCsv([
        { a: 1, b: 'x' },
        { a: 2, c: true },
      ]),
    ).toBe('a,b,c\r\n1,x,\r\n2,,true\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(toCsv([{ text: 'say "hi", then\nleave' }])).toBe(
      'text\r\n"say ""hi"", then\nleave"\r\n',
    );
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const csv = toCsv([{ a: '=HYPERLINK("x")', b: '+1', c: '-2', d: '@SUM(A1)', e: 'fine' }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),fine`);
  });

  it('writes dates as ISO 8601, objects as JSON and null as an empty cell', () => {
    const row = { at: new Date('2026-01-02T03:04:05.000Z'), data: { q1: 'yes' }, none: null };
    expect(toCsv([row])).toBe('at,data,none\r\n2026-01-02T03:04:05.000Z,"{""q1"":""yes""}",\r\n');
  });

  it('writes an empty header line for no rows', () => {
    expect(toCsv([])).toBe('\r\n');
  });
});
