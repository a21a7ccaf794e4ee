import { describe, expect, it } from 'vitest';
import { reportLinkDigest, reportLinkIdFromAddress } from './report-link';

const ID = 'rpt_0123456789ABCDEFGHIJkl';

describe('reportLinkIdFromAddress (a report link as pasted to support)', () => {
  it.each([
    [ID],
    [`  ${ID}\n`],
    [`https://msoul.app/report/${ID}`],
    [`https://msoul.app/report/${ID}/`],
    [`https://msoul.app/report/${ID}?utm_source=mail#top`],
    [`http://localhost:5000/report/${ID}`],
    [`msoul.app/report/${ID}`],
    [`https://msoul.app/api/report/${ID}`],
    [`https://msoul.app/api/report/${ID}/pdf`],
  ])('finds the id in %j', (pasted) => {
    expect(reportLinkIdFromAddress(pasted)).toBe(ID);
    expect(reportLinkDigest(reportLinkIdFromAddress(pasted) ?? '')).not.toBeNull();
  });

  it.each([
    [''],
    ['hello'],
    ['https://'],
    [`https://msoul.app/resume/${ID}`],
    [`https://msoul.app/report/${ID}/extra`],
    [`https://msoul.app/report/`],
    [`ftp://msoul.app/report/${ID}`],
    [`javascript:alert('${ID}')`],
  ])('finds no id in %j', (pasted) => {
    expect(reportLinkIdFromAddress(pasted)).toBeNull();
  });

  it('leaves the shape to reportLinkDigest: a short or changed id has no digest', () => {
    for (const pasted of ['rpt_short', `${ID}x`, `https://msoul.app/report/${ID.slice(0, -1)}!`]) {
      const id = reportLinkIdFromAddress(pasted);
      expect(id === null || reportLinkDigest(id) === null, pasted).toBe(true);
    }
  });
});
