import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../../engine/report/fixtures/load';
import { scoreCouple } from '../../engine/report/score-couple';
import { renderReportEmail } from './email/render-report-email';
import { renderReportPdf } from './pdf/render-report-pdf';
import { openRenderPool, type RenderPool } from './render-pool';
import { ownArrayBuffer, type ScoreAndRenderTask } from './render-tasks';

const input = loadFixture('high-conflict');
const task: ScoreAndRenderTask = {
  input,
  scoring: { safetyResources: ['Local helpline: 0800 000 000'], supportEmail: 'help@msoul.test' },
  pdf: { pageSize: 'LETTER', generatedOn: '2026-11-26' },
};
const emailOptions = {
  recipientName: input.person1.name,
  pdfFileName: 'mSoul-report.pdf',
  reportUrl: 'https://msoul.test/report/rpt_example',
};

describe('the render threads', () => {
  let pool: RenderPool;

  beforeAll(() => {
    pool = openRenderPool({ threads: 2 });
    pool.warm();
  });
  afterAll(() => pool.close());

  it('score and render on their threads exactly what this thread would', async () => {
    const before = pool.completed;
    const { model, pdf } = await pool.scoreAndRender(task);

    const here = scoreCouple(task.input, task.scoring);
    expect(model).toEqual(here);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.equals(await renderReportPdf(here, task.pdf))).toBe(true);
    expect(pool.completed).toBe(before + 1);
  }, 120_000);

  it("render each recipient's e-mail as this thread would", async () => {
    const model = scoreCouple(task.input, task.scoring);
    const [threaded, here] = await Promise.all([
      pool.renderEmail({ model, email: emailOptions }),
      renderReportEmail(model, emailOptions),
    ]);
    expect(threaded).toEqual(here);
    expect(threaded.text).toContain(emailOptions.reportUrl);
  }, 120_000);

  it('run tasks side by side, each with its own answer', async () => {
    const other = { ...task, input: loadFixture('aligned') };
    const [one, two] = await Promise.all([pool.scoreAndRender(task), pool.scoreAndRender(other)]);
    expect(one.model.couple.person1.name).toBe(task.input.person1.name);
    expect(two.model.couple.person1.name).toBe(other.input.person1.name);
    expect(one.pdf.equals(two.pdf)).toBe(false);
  }, 120_000);

  it('fail a task that throws, and keep working', async () => {
    await expect(
      pool.scoreAndRender({ ...task, pdf: { pageSize: 'A4', generatedOn: 'yesterday' } }),
    ).rejects.toThrow(/generatedOn must be an ISO date/);
    const { pdf } = await pool.scoreAndRender(task);
    expect(pdf.length).toBeGreaterThan(10_000);
  }, 120_000);

  it('refuse work once closed', async () => {
    const closing = openRenderPool({ threads: 1 });
    await closing.close();
    await expect(closing.scoreAndRender(task)).rejects.toThrow(/closed/);
    expect(closing.completed).toBe(0);
  });
});

describe('warming the render threads up', () => {
  it('renders the practice reports on each thread before its first task, none by default', async () => {
    const warmed = openRenderPool({ threads: 1, warmUpRenders: 3 });
    const cold = openRenderPool({ threads: 1 });
    try {
      expect(await warmed.warmUpResult()).toEqual({ rendered: 3, failed: 0 });
      expect(await cold.warmUpResult()).toEqual({ rendered: 0, failed: 0 });
      // The practice leaves the thread rendering a real couple exactly as before.
      const { model, pdf } = await warmed.scoreAndRender(task);
      const here = scoreCouple(task.input, task.scoring);
      expect(model).toEqual(here);
      expect(pdf.equals(await renderReportPdf(here, task.pdf))).toBe(true);
    } finally {
      await Promise.all([warmed.close(), cold.close()]);
    }
  }, 120_000);
});

describe('closing the render threads', () => {
  it('ends every thread it started', async () => {
    // Each thread holds one MessagePort of this process open while it lives.
    const ports = () =>
      process.getActiveResourcesInfo().filter((resource) => resource === 'MessagePort').length;
    const before = ports();
    const pool = openRenderPool({ threads: 2 });
    pool.warm();
    await expect.poll(ports, { timeout: 60_000, interval: 100 }).toBe(before + 2);
    await pool.close();
    await expect.poll(ports, { timeout: 5_000, interval: 50 }).toBe(before);
  }, 90_000);
});

describe('ownArrayBuffer', () => {
  it('hands over a buffer that holds only the bytes, and copies a view on a larger one', () => {
    const whole = new Uint8Array([1, 2, 3]);
    expect(ownArrayBuffer(whole)).toBe(whole.buffer);

    const slab = new Uint8Array([9, 1, 2, 3, 9]);
    const view = slab.subarray(1, 4);
    const own = ownArrayBuffer(view);
    expect(own).not.toBe(slab.buffer);
    expect([...new Uint8Array(own)]).toEqual([1, 2, 3]);
  });
});
