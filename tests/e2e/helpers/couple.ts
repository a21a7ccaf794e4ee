/**
 * Shared material of the paid-flow browser tests (detonation, partner, payment): the two screen
 * sizes, answers that pass the five-word rule, and a JSON POST to the server under test for
 * seeding sessions through the real API.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, url, type Viewport } from './browser';
import { recordCanaries } from './log-canaries';

export const VIEWPORTS = [
  ['375 px', MOBILE],
  ['desktop', DESKTOP],
] as const satisfies readonly (readonly [string, Viewport])[];

/** Person 1's ten open answers. */
export const ANSWERS = [
  'Calm evenings with music, cooking together and no shouting.',
  'They think I am cold, but I am just quiet at first.',
  'Being fully seen and still wanted, on the bad days too.',
  'My grandmother, who loved loudly and forgave quickly.',
  'I would pay off a bill and take us out for dinner.',
  'Choosing each other every day, especially when it is boring.',
  'Coffee, a long walk, honest work, and dinner with you.',
  'Last summer at the lake with my oldest friends around me.',
  'I go quiet; I want a hug and a cup of tea.',
  'Seeing my friends and having hobbies without asking for permission.',
];

/** The partner's ten replies as free text. */
export const PARTNER_REPLIES = [
  'I like to talk it through right away.',
  'Honesty, even when it is hard to hear.',
  'Doing things for you and helping out at home.',
  'Together, step by step, until we both agree.',
  'An evening or two a week alone is enough.',
  'Just listen to me first, then help me plan.',
  'We decide together and keep a shared budget.',
  'Being able to say anything without being judged.',
  'We talk privately first, then face them together.',
  'A steady routine with a surprise now and then.',
];

recordCanaries('answer', [...ANSWERS, ...PARTNER_REPLIES]);

/** A JSON POST to the server under test (seeding through the real API). */
export async function post(path: string, body: unknown): Promise<Response> {
  return fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The two-step flow's answer box (/detonation, /resume). */
export function answerBox(page: Page) {
  return page.getByRole('textbox', { name: 'Your answer', exact: true });
}

/** Person 1's first step of /detonation: the three fields, then Continue to question 1. */
export async function fillPerson1Details(
  page: Page,
  person: { name: string; email: string; partnerName: string },
): Promise<void> {
  await page.getByLabel('Your name', { exact: true }).fill(person.name);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel("Partner's name", { exact: true }).fill(person.partnerName);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/**
 * Answers the two-step flow's questions `from` to `to` with ANSWERS, pressing Next after each
 * but the tenth; the page is left on the last one answered (question 10: before its button).
 */
export async function answerPerson1(page: Page, from = 1, to = 10): Promise<void> {
  for (let step = from; step <= to; step += 1) {
    await page.getByText(`Question ${step} of 10`, { exact: true }).waitFor();
    await answerBox(page).fill(ANSWERS[step - 1] ?? '');
    if (step < 10) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
}

/** The partner's ten questions on /p2, each answered with the option at `choice`. */
export async function answerPartnerChoices(page: Page, choice = 0): Promise<void> {
  const radios = page.getByRole('radiogroup').getByRole('radio');
  for (let step = 1; step <= 10; step += 1) {
    await page.getByText(`Question ${step} of 10`, { exact: true }).waitFor();
    await radios.nth(choice).click();
    if (step < 10) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
}
