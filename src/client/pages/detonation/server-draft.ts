import type { SessionDraft } from '../../../shared/api/drafts';
import { ANSWER_KEYS, answersFromList } from '../../../shared/api/sessions';
import { isPaidProduct } from '../../../shared/catalog';
import { DEFAULT_PRODUCT } from './couple-products';
import type { TwoStepDraft } from './two-step-storage';

/** The form as the server keeps it (shared/api/drafts.ts): everything but the session's refId. */
export function toServerDraft(draft: TwoStepDraft): SessionDraft {
  return {
    product: draft.product,
    profile: { ...draft.profile },
    answers: { ...draft.answers },
    step: draft.step,
  };
}

/**
 * The form again from a server draft, for the session the resume link named: missing fields
 * empty, a report the two-step flow does not sell replaced by the first one it does.
 */
export function fromServerDraft(refId: string, draft: SessionDraft): TwoStepDraft {
  const answers = answersFromList(ANSWER_KEYS.map((key) => draft.answers[key] ?? ''));
  return {
    profile: {
      name: draft.profile.name ?? '',
      email: draft.profile.email ?? '',
      phone: draft.profile.phone ?? '',
      partnerName: draft.profile.partnerName ?? '',
    },
    product: isPaidProduct(draft.product) ? draft.product : DEFAULT_PRODUCT,
    answers,
    step: draft.step,
    refId,
  };
}
