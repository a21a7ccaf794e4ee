import { z } from 'zod';

/**
 * The private check (docs/decisions/010): four optional items a person answers on their own
 * screen in the paid flows. Its answers only feed the safety rule; they appear in no report,
 * e-mail, admin view or export, only in that person's own 'Manage my data' copy.
 *
 * The domains follow published screening instruments (being hurt, threatened, afraid,
 * controlled); the wording is our own.
 */
export const PRIVATE_CHECK_FREQUENCIES = ['Never', 'Rarely', 'Sometimes', 'Often'] as const;
export const privateCheckFrequencySchema = z.enum(PRIVATE_CHECK_FREQUENCIES);
export type PrivateCheckFrequency = z.infer<typeof privateCheckFrequencySchema>;

export const PRIVATE_CHECK_ITEMS = [
  {
    id: 'hurt',
    text: 'How often has your partner hurt you on purpose, for example hit, pushed, choked or held you down, or thrown something at you?',
  },
  {
    id: 'threatened',
    text: 'How often has your partner threatened you, your children or pets, threatened to hurt themselves to make you do something, or to share private things about you?',
  },
  {
    id: 'afraid',
    text: 'How often do you feel afraid of your partner?',
  },
  {
    id: 'controlled',
    text: 'How often does your partner control where you go, whom you see, your money or your phone?',
  },
] as const;

export type PrivateCheckItemId = (typeof PRIVATE_CHECK_ITEMS)[number]['id'];

/** Every item is optional: a person may answer some, all or none (skipping is always fine). */
export const privateCheckSchema = z
  .object({
    hurt: privateCheckFrequencySchema.optional(),
    threatened: privateCheckFrequencySchema.optional(),
    afraid: privateCheckFrequencySchema.optional(),
    controlled: privateCheckFrequencySchema.optional(),
  })
  .strict();
export type PrivateCheck = z.infer<typeof privateCheckSchema>;

/**
 * The lowest answer that raises the safety rule, per item. Being hurt or threatened at all is
 * enough ('Rarely'); fear and control raise it from 'Sometimes', since an occasional worry or a
 * rare argument about money is common in safe relationships (decision 010).
 */
export const PRIVATE_CHECK_THRESHOLDS: Record<PrivateCheckItemId, PrivateCheckFrequency> = {
  hurt: 'Rarely',
  threatened: 'Rarely',
  afraid: 'Sometimes',
  controlled: 'Sometimes',
};

/** True when any answered item reaches its threshold. */
export function privateCheckRaisesSafety(check: PrivateCheck | null | undefined): boolean {
  if (!check) return false;
  return PRIVATE_CHECK_ITEMS.some(({ id }) => {
    const answer = check[id];
    if (answer === undefined) return false;
    return (
      PRIVATE_CHECK_FREQUENCIES.indexOf(answer) >=
      PRIVATE_CHECK_FREQUENCIES.indexOf(PRIVATE_CHECK_THRESHOLDS[id])
    );
  });
}
