// biome-ignore-all lint/performance/useDomNodeTextContent: the tests assert the text a reader sees (innerText: CSS text-transform applied, hidden elements left out)
/**
 * The free quick scan end to end (docs/product.md §2 'Assessment flow' and 'Free scan, partner
 * side', §4, §5, §8, D-10, D-17, D-18, D-19, D-21): person 1 and the partner in two separate
 * browser contexts, the error and empty states, axe on every screen at 375 px and on the desktop.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEFAULT_SAFETY_RESOURCES, safetyHelpLine } from '../../src/shared/safety/resources';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  MOBILE,
  type OpenedPage,
  open,
  settleAnimations,
  setupBrowser,
  url,
  type Viewport,
} from './helpers/browser';
import { recordCanaries } from './helpers/log-canaries';

const { newPage } = setupBrowser();

const PARTNER_ANSWERS = [
  'We usually talk it through the same evening, even when it is hard.',
  'I need someone to listen first, then help me make a plan.',
  'Shared account for bills, our own money for everything else.',
  'A couple of evenings a week together, weekends mostly together.',
  'I want us to keep choosing each other and be honest about what we need.',
];
/** The same answers with a disclosure in the third: the safety rule (D-22) takes over. */
const DISCLOSING_ANSWERS = [
  ...PARTNER_ANSWERS.slice(0, 2),
  'He checks my phone every night and I am scared of him.',
  ...PARTNER_ANSWERS.slice(3),
];
/** The server runs with SAFETY_RESOURCES unset: every result ends with the default help line. */
const HELP_LINE = safetyHelpLine(DEFAULT_SAFETY_RESOURCES);
recordCanaries('answer', [...PARTNER_ANSWERS, ...DISCLOSING_ANSWERS]);
recordCanaries('phone', ['+1 555 0100']);
recordCanaries('name', ['Sam Rivera']);

/** Fills the intake as person 1 (all eight fields) and starts the free scan. */
async function fillIntake(page: Page): Promise<void> {
  await page.getByLabel('Full name', { exact: true }).fill('Sam Rivera');
  await page.getByLabel('Email', { exact: true }).fill('sam.logcanary@example.com');
  await page.getByLabel('Phone (optional)', { exact: true }).fill('+1 555 0100');
  await page.getByLabel('Gender', { exact: true }).selectOption('female');
  await page.getByLabel('Relationship status', { exact: true }).selectOption('in-relationship');
  await page.getByLabel('How long have you been together?').selectOption('1-3-years');
  await page.getByLabel('Primary love language', { exact: true }).selectOption('quality-time');
  await page
    .getByLabel('Secondary love language', { exact: true })
    .selectOption('words-of-affirmation');
}

async function a11y(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page, label);
}

/** Answers the five storm questions, checking the step text, the percent and the Next lock. */
async function answerQuestions(page: Page, label: string): Promise<void> {
  for (let step = 1; step <= 5; step += 1) {
    await page.getByText(`Question ${step} of 5`, { exact: true }).waitFor();
    await page.getByText(`${step * 20}%`, { exact: true }).waitFor();
    const progress = page.getByRole('progressbar', { name: 'Your progress' });
    expect(await progress.getAttribute('aria-valuenow')).toBe(String(step));
    const forward = page.getByRole('button', {
      name: step === 5 ? 'Get Results' : 'Next',
      exact: true,
    });
    expect(await forward.isDisabled(), `the button on question ${step} waits for an answer`).toBe(
      true,
    );
    if (step === 1) await a11y(page, `/questions ${label}`);
    await page
      .getByRole('radiogroup')
      .getByRole('radio')
      .nth(step % 4)
      .click();
    if (step === 2) {
      // Going back keeps the answer (docs/product.md §4).
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await page.getByText('Question 1 of 5', { exact: true }).waitFor();
      expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText('Question 2 of 5', { exact: true }).waitFor();
      expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
    }
    // The assessment id reaches the URL before the last answer can be saved.
    if (step === 5) await page.waitForURL(/assessmentId=/);
    expect(await forward.isDisabled()).toBe(false);
    await forward.click();
  }
}

async function alignmentOf(page: Page): Promise<string> {
  const percent = page.getByTestId('alignment-percent');
  await percent.waitFor();
  return (await percent.innerText()).trim();
}

/** The help line's text, checking that it is the last thing the result shows. */
async function lastLineOfResult(page: Page): Promise<string> {
  const line = page.getByTestId('help-line');
  await line.waitFor();
  expect(await line.evaluate((element) => element.nextElementSibling === null)).toBe(true);
  return (await line.innerText()).trim();
}

/**
 * The free FOSM sample (D-27): both people on a three-step meter labelled as a sample, in words
 * as well as colour; person 1's chosen options get no reading and say why.
 */
async function expectFosmSample(page: Page): Promise<void> {
  const sample = page.getByTestId('fosm-sample');
  await sample.waitFor();
  await sample.getByText('Sample: 3 of 5 levels', { exact: true }).waitFor();
  await sample
    .getByText('The full meter, all 5 levels, comes with Detonation + FOSM (Max).', { exact: true })
    .waitFor();
  const steps = ['1. Full of it', '3. Half and half', '5. Straight talk'];
  const person1 = sample.getByTestId('fosm-person1');
  expect((await person1.getByTestId('fosm-person1-reading').innerText()).trim()).toBe('No reading');
  await person1
    .getByText('Chosen from the options: too little free text for a reading.', { exact: true })
    .waitFor();
  const p1Meter = person1.getByRole('list', { name: 'Sam: Sample: 3 of 5 levels' });
  expect((await p1Meter.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual(steps);
  expect(await p1Meter.locator('[aria-current]').count()).toBe(0);

  const partner = sample.getByTestId('fosm-partner');
  const reading = (await partner.getByTestId('fosm-partner-reading').innerText()).trim();
  const match = /^(Full of it|Half and half|Straight talk) \(level ([135]) of 5\)$/.exec(reading);
  expect(match, reading).not.toBeNull();
  const meter = partner.getByRole('list', { name: 'Partner: Sample: 3 of 5 levels' });
  const items = (await meter.getByRole('listitem').allInnerTexts()).map((t) => t.trim());
  expect(items).toHaveLength(3);
  // The reading's step says so in words ('This reading'), not only by its colour.
  const current = meter.locator('[aria-current="true"]');
  expect(await current.count()).toBe(1);
  expect((await current.innerText()).replace(/\s+/g, ' ').trim()).toBe(
    `${match?.[2]}. ${match?.[1]} This reading`.replace(/\s+/g, ' '),
  );
  expect(await partner.getByRole('listitem').count()).toBeGreaterThan(3);
}

function expectNoProblems(opened: OpenedPage, label: string): void {
  expect(opened.problems, `console errors on ${label}`).toEqual([]);
}

describe('free quick scan', () => {
  const runs: [string, Viewport, Viewport][] = [
    ['person 1 at 375 px, partner on the desktop', MOBILE, DESKTOP],
    ['person 1 on the desktop, partner at 375 px', DESKTOP, MOBILE],
  ];

  test.each(runs)('runs end to end with two people (%s)', async (label, p1Viewport, p2Viewport) => {
    // Person 1: intake.
    const person1 = await newPage(p1Viewport);
    const { page } = person1;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    expect((await open(page, '/start-scan')).status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await a11y(page, `/start-scan (${label})`);
    await fillIntake(page);
    const intakeProgress = page.getByRole('progressbar', { name: 'Profile completed' });
    expect(await intakeProgress.getAttribute('aria-valuenow')).toBe('8');
    await page.getByText('8 of 8 fields', { exact: true }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('primaryLoveLanguage'))).toBe(
      'quality-time',
    );
    await page.getByRole('button', { name: 'Start Free', exact: true }).click();
    await page.waitForURL(/\/questions\?tier=free/);
    expect(await page.evaluate(() => sessionStorage.getItem('analysisLevel'))).toBe('free');

    // Person 1: five questions, then the results page waits for the partner.
    await answerQuestions(page, `(${label})`);
    await page.waitForURL(/\/storm\/results\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: "Your partner hasn't answered yet" }).waitFor();
    await a11y(page, `/storm/results/<id> waiting (${label})`);
    const link = await page.getByLabel("Your partner's link").inputValue();
    expect(link).toMatch(new RegExp(`^${url('/storm/')}[A-Za-z0-9_-]{16,}$`));
    const message = await page.getByLabel('Ready-to-send text').inputValue();
    expect(message).toContain(link);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('button', { name: 'Copied!', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // Checking before the partner answered keeps the waiting state (D-19).
    await page.getByRole('button', { name: 'Check again', exact: true }).click();
    await page.getByText(/Still waiting/).waitFor();

    // The partner, in a separate browser context.
    const partner = await newPage(p2Viewport);
    const p2 = partner.page;
    expect((await open(p2, new URL(link).pathname)).status()).toBe(200);
    await p2
      .getByRole('heading', { level: 1, name: /Sam.* asked you 5 quick questions/ })
      .waitFor();
    await a11y(p2, `/storm/<token> (${label})`);
    const answers = p2.locator('form textarea');
    expect(await answers.count()).toBe(5);
    expect(await answers.first().getAttribute('maxlength')).toBe('600');

    // Blank answers are refused inline, not with window.alert (D-18).
    p2.on('dialog', (dialog) => {
      throw new Error(`unexpected window dialog: ${dialog.message()}`);
    });
    await answers.first().fill(PARTNER_ANSWERS[0] ?? '');
    await p2.getByText(`${PARTNER_ANSWERS[0]?.length}/600`, { exact: false }).waitFor();
    await p2.getByRole('button', { name: 'Send my answers' }).click();
    const alert = p2.getByRole('alert').filter({ hasText: 'Please answer all questions.' });
    await alert.waitFor();
    await a11y(p2, `/storm/<token> with the blank-answer message (${label})`);

    for (const [index, text] of PARTNER_ANSWERS.entries()) await answers.nth(index).fill(text);
    await p2.getByRole('button', { name: 'Send my answers' }).click();
    await p2.waitForURL(/\/storm\/result\/[A-Za-z0-9_-]+$/);
    const partnerSees = await alignmentOf(p2);
    expect(partnerSees).toMatch(/^\d{1,3}%$/);
    for (const heading of ['Green signals', 'Watch-outs', 'Next steps']) {
      await p2.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    await p2.getByText(PARTNER_ANSWERS[2] ?? '', { exact: true }).waitFor();
    await expectFosmSample(p2);
    expect(await lastLineOfResult(p2)).toBe(HELP_LINE);
    const ownScan = p2.getByRole('link', { name: 'Start your own scan' });
    expect(await ownScan.getAttribute('href')).toBe('/start-scan');
    await a11y(p2, `/storm/result/<token> (${label})`);

    // The answered invite now leads to the result, also through /storm/join/<token>.
    const token = new URL(link).pathname.split('/').pop() ?? '';
    await open(p2, `/storm/join/${token}`);
    await p2.waitForURL(/\/storm\/result\//);
    expect(await alignmentOf(p2)).toBe(partnerSees);

    // Person 1 asks again and sees the same result (no polling, D-19).
    await page.getByRole('button', { name: 'Check again', exact: true }).click();
    expect(await alignmentOf(page)).toBe(partnerSees);
    await a11y(page, `/storm/results/<id> complete (${label})`);

    // /storm/results/<token> is the same page as /storm/result/<token> (D-10).
    await open(page, `/storm/results/${token}`);
    expect(await alignmentOf(page)).toBe(partnerSees);

    expectNoProblems(person1, `person 1's pages (${label})`);
    expectNoProblems(partner, `the partner's pages (${label})`);
  });

  test.each(runs)(
    'shows a calm safety result when the partner discloses harm (%s)',
    async (label, p1Viewport, p2Viewport) => {
      const person1 = await newPage(p1Viewport);
      const { page } = person1;
      await open(page, '/start-scan');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await fillIntake(page);
      await page.getByRole('button', { name: 'Start Free', exact: true }).click();
      await page.waitForURL(/\/questions\?tier=free/);
      await answerQuestions(page, `(safety, ${label})`);
      await page.waitForURL(/\/storm\/results\/[0-9a-f-]{36}$/);
      const link = await page.getByLabel("Your partner's link").inputValue();

      const partner = await newPage(p2Viewport);
      const p2 = partner.page;
      await open(p2, new URL(link).pathname);
      const answers = p2.locator('form textarea');
      expect(await answers.count()).toBe(5);
      for (const [index, text] of DISCLOSING_ANSWERS.entries()) await answers.nth(index).fill(text);
      await p2.getByRole('button', { name: 'Send my answers' }).click();
      await p2.waitForURL(/\/storm\/result\/[A-Za-z0-9_-]+$/);

      await page.getByRole('button', { name: 'Check again', exact: true }).click();
      for (const [who, viewer] of [
        ['the partner', p2],
        ['person 1', page],
      ] as const) {
        const title = viewer.getByRole('heading', {
          level: 1,
          name: 'Some things matter more than a score',
        });
        await title.waitFor();
        const main = (await viewer.locator('main').innerText()).trim();
        expect(main, `${who} sees a couple scan is not the right tool`).toMatch(
          /not the right tool/,
        );
        // No ring, no percentages, nothing about the couple, neither person's answers.
        expect(await viewer.getByTestId('alignment-percent').count()).toBe(0);
        expect(main).not.toMatch(
          /%|aligned|Green signals|Watch-outs|Next steps|side by side|Not compared|FOSM|Sample: 3 of 5|Straight talk|Half and half|Full of it/,
        );
        expect(await viewer.getByTestId('fosm-sample').count()).toBe(0);
        const html = await viewer.content();
        for (const answer of DISCLOSING_ANSWERS) {
          expect(main).not.toContain(answer);
          expect(html).not.toContain(answer);
        }
        for (const words of ['checks my phone', 'scared', 'Sam']) expect(main).not.toContain(words);
        // The resources, as a list under their heading, and the help line at the end.
        const support = viewer.getByRole('region', { name: 'Where to find support' });
        const items = await support.getByRole('listitem').allInnerTexts();
        expect(items.map((item) => item.trim())).toEqual([...DEFAULT_SAFETY_RESOURCES]);
        expect(await lastLineOfResult(viewer)).toBe(HELP_LINE);
        await a11y(viewer, `the safety result for ${who} (${label})`);
      }
      expect((await p2.locator('main').innerText()).trim()).toBe(
        (await page.locator('main').innerText()).trim(),
      );

      expectNoProblems(person1, `person 1's pages (safety, ${label})`);
      expectNoProblems(partner, `the partner's pages (safety, ${label})`);
    },
  );

  test.each([
    ['375 px', MOBILE],
    ['desktop', DESKTOP],
  ] as const)('refuses to start without the required fields (%s)', async (label, viewport) => {
    const opened = await newPage(viewport);
    const { page } = opened;
    await open(page, '/start-scan');
    await page.getByRole('button', { name: 'Start Free', exact: true }).click();
    await page.getByText('Missing Information', { exact: true }).waitFor();
    await page
      .getByText('Please complete all required fields before continuing.', { exact: true })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/start-scan');
    const fullName = page.getByLabel('Full name', { exact: true });
    expect(await fullName.getAttribute('aria-invalid')).toBe('true');
    await a11y(page, `/start-scan with the missing-information toast (${label})`);

    // What was typed survives a reload (D-21) and counts towards the progress.
    await fullName.fill('Alex');
    await page.getByLabel('Phone (optional)', { exact: true }).fill('555');
    expect(await page.evaluate(() => sessionStorage.getItem('fullName'))).toBe('Alex');
    await open(page, '/start-scan');
    expect(await page.getByLabel('Full name', { exact: true }).inputValue()).toBe('Alex');
    await page.getByText('2 of 8 fields', { exact: true }).waitFor();
    expectNoProblems(opened, `/start-scan (${label})`);
  });

  test.each([
    ['375 px', MOBILE],
    ['desktop', DESKTOP],
  ] as const)('shows No Questions Available for an unknown tier (%s)', async (label, viewport) => {
    const opened = await newPage(viewport);
    const { page } = opened;
    expect((await open(page, '/questions?tier=gold')).status()).toBe(200);
    await page.getByRole('heading', { name: 'No Questions Available' }).waitFor();
    await page.getByText("We couldn't load the assessment questions.", { exact: true }).waitFor();
    const back = page.getByRole('link', { name: 'Return to Pricing' });
    expect(await back.getAttribute('href')).toBe('/pricing');
    await a11y(page, `/questions?tier=gold (${label})`);
    expectNoProblems(opened, `/questions?tier=gold (${label})`);
    await back.click();
    await page.waitForURL(url('/pricing'));
  });

  test("a paid tier's last button is 'Proceed to Payment' and goes on to checkout (D-09)", async () => {
    const opened = await newPage(MOBILE);
    const { page } = opened;
    await open(page, '/start-scan');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await fillIntake(page);
    await page.getByRole('button', { name: 'Continue to Questions', exact: true }).click();
    await page.waitForURL(/\/questions\?tier=detonation/);
    expect(await page.evaluate(() => sessionStorage.getItem('analysisLevel'))).toBe('detonation');
    for (let step = 1; step <= 10; step += 1) {
      await page.getByText(`Question ${step} of 10`, { exact: true }).waitFor();
      await page.getByRole('radiogroup').getByRole('radio').first().click();
      const name = step === 10 ? 'Proceed to Payment' : 'Next';
      if (step === 10) await page.waitForURL(/assessmentId=/);
      await page.getByRole('button', { name, exact: true }).click();
    }
    // /checkout/detonation?assessmentId=<id> redirects to /detonation keeping the id.
    await page.waitForURL(/\/detonation\?tier=detonation&assessmentId=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get('assessmentId');
    const status = await (await fetch(url(`/api/assessments/${id}`))).json();
    expect(status).toEqual({ id, tier: 'detonation', completed: true, storm: null });
    expectNoProblems(opened, 'the paid questionnaire');
  });

  test('sends the questions page to the intake when there is no intake', async () => {
    const { page } = await newPage(MOBILE);
    await open(page, '/questions?tier=free');
    await page.waitForURL(url('/start-scan'));
  });

  test('an unknown partner token redirects to the home page', async () => {
    const opened = await newPage(MOBILE);
    await opened.page.goto('/storm/unknown-token-0000000000000000');
    await opened.page.waitForURL(url('/'));
    const unexpected = opened.problems.filter((line) => !/status of 404/.test(line));
    expect(unexpected).toEqual([]);
  });

  test.each([
    ['375 px', MOBILE],
    ['desktop', DESKTOP],
  ] as const)('an unknown result link says so (%s)', async (label, viewport) => {
    const opened = await newPage(viewport);
    const { page } = opened;
    await open(page, '/storm/result/unknown-token-0000000000000000');
    await page.getByRole('heading', { name: "We couldn't find this scan" }).waitFor();
    await a11y(page, `/storm/result/<unknown> (${label})`);
    await open(page, '/storm/results/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: "We couldn't find this scan" }).waitFor();
    await a11y(page, `/storm/results/<unknown id> (${label})`);
    const unexpected = opened.problems.filter((line) => !/status of 404/.test(line));
    expect(unexpected).toEqual([]);
  });
});
