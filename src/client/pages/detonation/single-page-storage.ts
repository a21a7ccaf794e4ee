import { z } from 'zod';
import { answersFromList, tenAnswersSchema } from '../../../shared/api/sessions';
import { COUPLE_PRODUCTS } from '../../../shared/catalog';
import { readJson, readText, removeKey, writeJson, writeText } from '../../lib/session-storage';

/**
 * The single page's session storage (docs/product.md §3, D-21), one tab at a time:
 * - `msoul:single-page:draft`: the form as typed, until the server accepts it;
 * - `msoul:single-page:ref-id`: the session's refId, written once the session is opened, so a
 *   retry or a second attempt after a cancelled payment reuses the same session;
 * - `msoul:single-page:submission`: after a submit, {refId, productType, email, timestamp (ms),
 *   paymentUrl}, the record docs/product.md §3 describes.
 */
const DRAFT_KEY = 'msoul:single-page:draft';
export const REF_ID_KEY = 'msoul:single-page:ref-id';
export const SUBMISSION_KEY = 'msoul:single-page:submission';

const coupleProduct = z.enum(COUPLE_PRODUCTS);

const draftSchema = z.object({
  productType: coupleProduct,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  partnerName: z.string(),
  answers: tenAnswersSchema,
  partnerBlock: z.string(),
});
export type SinglePageDraft = z.infer<typeof draftSchema>;

const submissionSchema = z.object({
  refId: z.string().min(1),
  productType: coupleProduct,
  email: z.string(),
  timestamp: z.number(),
  paymentUrl: z.string().nullable(),
});
export type SinglePageSubmission = z.infer<typeof submissionSchema>;

function isDraft(value: unknown): value is SinglePageDraft {
  return draftSchema.safeParse(value).success;
}

function isSubmission(value: unknown): value is SinglePageSubmission {
  return submissionSchema.safeParse(value).success;
}

export function emptySinglePageDraft(productType: SinglePageDraft['productType']): SinglePageDraft {
  return {
    productType,
    name: '',
    email: '',
    phone: '',
    partnerName: '',
    answers: answersFromList([]),
    partnerBlock: '',
  };
}

export function readSinglePageDraft(): SinglePageDraft | null {
  return readJson(DRAFT_KEY, isDraft);
}

/**
 * The draft the page opens with: the stored one or an empty one, its product the one the address
 * names (/q/<productType> or ?tier=, docs/product.md §2) when it names one, else the stored
 * one, else `fallback`.
 */
export function openingSinglePageDraft(
  named: SinglePageDraft['productType'] | null,
  fallback: SinglePageDraft['productType'],
): SinglePageDraft {
  const stored = readSinglePageDraft();
  const productType = named ?? stored?.productType ?? fallback;
  return stored ? { ...stored, productType } : emptySinglePageDraft(productType);
}

export function writeSinglePageDraft(draft: SinglePageDraft): void {
  writeJson(DRAFT_KEY, draft);
}

export function clearSinglePageDraft(): void {
  removeKey(DRAFT_KEY);
}

export function readSessionRefId(): string | null {
  const refId = readText(REF_ID_KEY);
  return refId && refId.trim() !== '' ? refId : null;
}

export function writeSessionRefId(refId: string): void {
  writeText(REF_ID_KEY, refId);
}

export function forgetSessionRefId(): void {
  removeKey(REF_ID_KEY);
}

export function readSubmission(): SinglePageSubmission | null {
  return readJson(SUBMISSION_KEY, isSubmission);
}

export function writeSubmission(record: SinglePageSubmission): void {
  writeJson(SUBMISSION_KEY, record);
}
