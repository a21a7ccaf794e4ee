/**
 * Shared material of the paid-flow browser tests (detonation, partner, payment): the two screen
 * sizes, answers that pass the five-word rule, and a JSON POST to the server under test for
 * seeding sessions through the real API.
 */
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
