import { z } from 'zod';
import { COUPLE_PRODUCTS } from '../catalog';
import { CONTROL_CHARACTERS } from '../validation/single-line';
import { PARTNER_SOURCES, SESSION_STATES } from './sessions';

/**
 * 'Manage my data' (issue 7, /privacy-ethics and /my-data/<token>): a one-time link e-mailed to a
 * known address, exchanged for a short access grant that downloads, corrects and erases the
 * person's data. The calls after the exchange send `Authorization: Bearer <accessToken>`.
 */

/** How long the e-mailed link works, and how long the page may use the grant it opens. */
export const PRIVACY_LINK_VALID_HOURS = 24;
export const PRIVACY_ACCESS_VALID_MINUTES = 30;

/** The one answer to every link request, known address or not (nothing to learn from it). */
export const PRIVACY_REQUEST_MESSAGE = `If we hold data for this address, we have e-mailed a link to it. It works for ${PRIVACY_LINK_VALID_HOURS} hours.`;

/** POST /api/privacy/request: the address a person used with mSoul. */
export const privacyRequestBodySchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'must be at most 254 characters')
    .pipe(z.email('must be an e-mail address')),
  /** The honeypot (docs/architecture.md §5): people never see it and leave it empty. */
  website: z.string().max(200).optional(),
});
export type PrivacyRequestBody = z.input<typeof privacyRequestBodySchema>;

/** 202, the same body whether or not the address is known. */
export const privacyRequestResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
});
export type PrivacyRequestResponse = z.infer<typeof privacyRequestResponseSchema>;

/** POST /api/privacy/access: the token from the e-mailed link (it works once). */
export const privacyAccessBodySchema = z.strictObject({
  token: z.string().min(1).max(100),
});
export type PrivacyAccessBody = z.infer<typeof privacyAccessBodySchema>;

export const privacyAccessResponseSchema = z.object({
  /** Sent as `Authorization: Bearer <accessToken>` by the calls below. */
  accessToken: z.string(),
  expiresAt: z.iso.datetime(),
  /** The address the link was sent to, so the page can say whose data it shows. */
  email: z.string(),
});
export type PrivacyAccessResponse = z.infer<typeof privacyAccessResponseSchema>;

/** One question with the person's own answer. */
const answerSchema = z.object({ question: z.string(), answer: z.string() });

/**
 * The person's own private check for a session (decision 010), each answered item with its
 * question; null when they did not answer it. Only ever in their own copy.
 */
const privateCheckCopySchema = z
  .object({ answeredAt: z.iso.datetime(), answers: z.array(answerSchema) })
  .nullable();

/** The name and phone number the correction form edits; null when we hold no name. */
export const privacyProfileSchema = z.object({
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
});
export type PrivacyProfile = z.infer<typeof privacyProfileSchema>;

/**
 * GET /api/privacy/data: everything held for the address, as the download saves it. Only the
 * person's own answers: a partner's answers belong to the partner and are never included.
 */
export const privacyDataSchema = z.object({
  email: z.string(),
  generatedAt: z.iso.datetime(),
  /** What the correction form starts from; null when no name is held for the address. */
  profile: privacyProfileSchema.nullable(),
  /** Every intake form (/start-scan) filled in with this address, oldest first. */
  intakes: z.array(
    z.object({
      fullName: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      gender: z.string().nullable(),
      relationshipStatus: z.string().nullable(),
      duration: z.string().nullable(),
      primaryLoveLanguage: z.string().nullable(),
      secondaryLoveLanguage: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
  /** The intake's questionnaires, with the free scan's invitation status (not the partner's answers). */
  assessments: z.array(
    z.object({
      tier: z.string(),
      paid: z.boolean(),
      createdAt: z.iso.datetime(),
      completedAt: z.iso.datetime().nullable(),
      answers: z.array(answerSchema),
      freeScan: z.object({ partnerAnswered: z.boolean() }).nullable(),
    }),
  ),
  /** Paid couple sessions the address takes part in, with its own part only. */
  coupleSessions: z.array(
    z.object({
      productType: z.enum(COUPLE_PRODUCTS),
      state: z.enum(SESSION_STATES),
      paid: z.boolean(),
      /** Where the report stands (queued, generated, delivered, failed); null before payment. */
      reportStatus: z.string().nullable(),
      createdAt: z.iso.datetime(),
      /** As person 1: every profile and answer set sent, current and superseded. */
      asPerson1: z
        .object({
          submissions: z.array(
            z.object({
              status: z.enum(['current', 'superseded']),
              submittedAt: z.iso.datetime(),
              name: z.string(),
              email: z.string(),
              phone: z.string().nullable(),
              partnerName: z.string(),
              answers: z.array(answerSchema),
            }),
          ),
          /** Their private check, sent with their current answers. */
          privateCheck: privateCheckCopySchema,
          /** The partner's address they had the partner's link e-mailed to (/text); null if none. */
          partnerLinkEmail: z.string().nullable(),
        })
        .nullable(),
      /** As person 2: their own answers and address (person 1's part is not theirs to read). */
      asPerson2: z
        .object({
          email: z.string(),
          source: z.enum(PARTNER_SOURCES).nullable(),
          answeredAt: z.iso.datetime().nullable(),
          answers: z.array(answerSchema),
          /** Their private check, sent with their answers. */
          privateCheck: privateCheckCopySchema,
        })
        .nullable(),
    }),
  ),
  /**
   * Partner links someone e-mailed to this address from /text (the address is all we hold of
   * the invitation until its receiver answers): when, how often, and whether the one reminder
   * went out.
   */
  partnerLinkEmails: z.array(
    z.object({
      lastSentAt: z.iso.datetime().nullable(),
      emailsSent: z.number().int(),
      reminderSent: z.boolean(),
    }),
  ),
  /** Report e-mails sent (or to be sent) to the address. */
  reportEmails: z.array(
    z.object({
      role: z.string(),
      status: z.string(),
      sentAt: z.iso.datetime().nullable(),
    }),
  ),
  /**
   * Answers in progress saved behind a resume link e-mailed to the address (the two-step flow),
   * as last saved; `answersSent` once person 1 sent them (the draft is cleared then).
   */
  answerDrafts: z.array(
    z.object({
      startedAt: z.iso.datetime(),
      savedAt: z.iso.datetime(),
      answersSent: z.boolean(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      partnerName: z.string().nullable(),
      answers: z.array(answerSchema),
    }),
  ),
  /** Test-mode checkouts opened with the address (PAYMENTS_PROVIDER=local). */
  checkouts: z.array(
    z.object({
      productName: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      status: z.string(),
      paymentStatus: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type PrivacyData = z.infer<typeof privacyDataSchema>;

export const PRIVACY_NAME_MAX_CHARS = 100;
export const PRIVACY_PHONE_MAX_CHARS = 40;
/** Digits, spaces and + ( ) - . only. */
export const PRIVACY_PHONE_PATTERN = /^[0-9 +().-]*$/;

/**
 * PATCH /api/privacy/profile: a corrected name and/or phone number. An empty phone removes it.
 * The messages are the form's own words.
 */
export const privacyProfileBodySchema = z
  .strictObject({
    fullName: z
      .string()
      .trim()
      .min(1, 'Enter your name.')
      .max(PRIVACY_NAME_MAX_CHARS, `Use at most ${PRIVACY_NAME_MAX_CHARS} characters.`)
      .refine(
        (value) => !CONTROL_CHARACTERS.test(value),
        'Use one line, without special characters.',
      )
      .optional(),
    phone: z
      .string()
      .trim()
      .max(PRIVACY_PHONE_MAX_CHARS, `Use at most ${PRIVACY_PHONE_MAX_CHARS} characters.`)
      .regex(PRIVACY_PHONE_PATTERN, 'Use digits, spaces and + ( ) - . only.')
      .optional(),
  })
  .refine((body) => body.fullName !== undefined || body.phone !== undefined, {
    message: 'Send a name, a phone number or both.',
  });
export type PrivacyProfileBody = z.input<typeof privacyProfileBodySchema>;

export const privacyProfileResponseSchema = z.object({
  profile: privacyProfileSchema,
  /** How many records now carry the corrected values. */
  corrected: z.object({
    intakeProfiles: z.number().int(),
    submissions: z.number().int(),
  }),
});
export type PrivacyProfileResponse = z.infer<typeof privacyProfileResponseSchema>;

/** DELETE /api/privacy/data: what was erased; the access grant is gone with it. */
export const privacyEraseResponseSchema = z.object({
  ok: z.literal(true),
  /** False when part of the erasure failed; the page then names the support address. */
  complete: z.boolean(),
  message: z.string(),
  erased: z.object({
    users: z.number().int(),
    assessments: z.number().int(),
    anonymizedRecords: z.number().int(),
    coupleSessions: z.number().int(),
    outboxMessages: z.number().int(),
  }),
});
export type PrivacyEraseResponse = z.infer<typeof privacyEraseResponseSchema>;
