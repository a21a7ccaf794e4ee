import { z } from 'zod';
import { singleLine } from '../validation/single-line';
import { honeypotSchema } from './assessments';
import { refIdSchema } from './sessions';

/**
 * The partner's link by e-mail (issue 24): person 1 on /text may have mSoul e-mail the link to
 * the partner's address instead of copying it. The address is optional on the page (copying
 * still works) and checked here and on the server; it stays with the session and goes with it.
 */

/** How many link e-mails one session may send in all (a typo fixed, a second try). */
export const MAX_PARTNER_LINK_EMAILS = 3;

/** When the partner gets their one reminder if they have not answered. */
export const PARTNER_REMINDER_AFTER_HOURS = 48;

export const PARTNER_LINK_MESSAGES = {
  emailMissing: "Enter your partner's e-mail address, or copy the link instead.",
  emailInvalid: 'Please enter a valid email address.',
  ownAddress: "That's your own address. Enter your partner's, so the link reaches them.",
  sent: 'Sent! The link is on its way to their inbox.',
  tooMany: `You've e-mailed this link ${MAX_PARTNER_LINK_EMAILS} times already. Copy it above and send it yourself.`,
  alreadyAnswered: 'Your partner has already answered. No need to send the link again.',
  person1Missing: 'Answer your own questions first, then send your partner the link.',
  addressRefused: 'The mail server refused that address. Check it, or copy the link above.',
  mailUnavailable:
    "We couldn't send the e-mail just now. Try again in a minute, or copy the link above.",
} as const;

/**
 * The address rule browsers use for `<input type="email">` (the WHATWG HTML standard's), with a
 * dot in the domain: plain ASCII only, so an invisible or look-alike character is refused here
 * with a message rather than by the mail server.
 */
const MAILABLE_ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The one rule of the address, shared by the page and the server. */
export const partnerAddressSchema = singleLine(254)
  .refine((value) => value !== '', PARTNER_LINK_MESSAGES.emailMissing)
  .refine(
    (value) => value === '' || MAILABLE_ADDRESS.test(value),
    PARTNER_LINK_MESSAGES.emailInvalid,
  );

/** POST /api/partner-link-email: e-mails the partner's link to the address given. */
export const partnerLinkEmailBodySchema = z.strictObject({
  refId: refIdSchema,
  email: partnerAddressSchema.describe("The partner's address; kept with the session only"),
  website: honeypotSchema,
});
export type PartnerLinkEmailBody = z.input<typeof partnerLinkEmailBodySchema>;

export const partnerLinkEmailResponseSchema = z.object({
  ok: z.literal(true),
  /** Said only once the mail server accepted the e-mail. */
  message: z.string(),
  /** Link e-mails this session may still send. */
  emailsLeft: z.number().int().min(0),
  /** Whether the partner gets one reminder after PARTNER_REMINDER_AFTER_HOURS. */
  reminderScheduled: z.boolean(),
});
export type PartnerLinkEmailResponse = z.infer<typeof partnerLinkEmailResponseSchema>;
