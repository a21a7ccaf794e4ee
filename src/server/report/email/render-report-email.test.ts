import { describe, expect, it } from 'vitest';
import {
  sampleDetonationReport,
  sampleMaxReport,
  sampleSafetyReport,
} from '../fixtures/sample-report';
import { topFindings } from './ReportEmail';
import { renderReportEmail } from './render-report-email';

const options = { recipientName: 'Maya', pdfFileName: 'msoul-report.pdf' };

describe('renderReportEmail', () => {
  it('summarises the report: names, score, grade, headline, the attached PDF, disclaimers', async () => {
    const email = await renderReportEmail(sampleMaxReport, options);
    expect(email.subject).toBe('Your mSoul report for Maya & Jordan');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Maya');
      expect(part).toContain('Jordan');
      expect(part).toContain(String(sampleMaxReport.score));
      expect(part).toContain(sampleMaxReport.grade);
      expect(part).toContain('msoul-report.pdf');
      expect(part).toContain('Guidance, not therapy.');
      expect(part).toContain('For entertainment purposes only.');
    }
    expect(email.html).toContain(sampleMaxReport.headline);
    expect(email.html).not.toMatch(/<script/i);
    expect(email.html).not.toContain('Your safety comes first');
  });

  it('leads with the safety note when safety is flagged, in HTML and in text', async () => {
    const email = await renderReportEmail(sampleSafetyReport, { ...options, recipientName: 'Sam' });
    // The plain-text alternative writes headings in capitals.
    for (const part of [email.html.toLowerCase(), email.text.toLowerCase()]) {
      const note = part.indexOf('your safety comes first');
      expect(note).toBeGreaterThan(0);
      expect(part.indexOf('1-800-799-7233')).toBeGreaterThan(note);
      expect(part.indexOf(sampleSafetyReport.headline.slice(0, 20).toLowerCase())).toBeGreaterThan(
        note,
      );
    }
    expect(email.html.indexOf('data-section="safety"')).toBeLessThan(
      email.html.indexOf('data-section="score"'),
    );
    expect(email.html).not.toMatch(/<script/i);
  });

  it('lists at most three findings, the most serious first', () => {
    expect(topFindings(sampleSafetyReport).map((finding) => finding.title)).toEqual([
      'A trauma-bond pattern',
      'Phone checking and monitoring (high severity)',
      'Rules about who Sam may see (high severity)',
    ]);
    expect(topFindings(sampleDetonationReport)).toHaveLength(3);
    expect(topFindings(sampleDetonationReport)[0]?.title).toBe(
      'Going quiet in arguments (medium severity)',
    );
  });

  it('escapes what the answers contain', async () => {
    const model = {
      ...sampleDetonationReport,
      headline: '<script>alert(1)</script> & more',
    };
    const email = await renderReportEmail(model, options);
    expect(email.html).not.toMatch(/<script/i);
    expect(email.html).toContain('&lt;script&gt;');
  });
});
