import type { SessionView } from '../../../shared/api/sessions';
import { useToast } from '../../lib/toast';
import { getSession } from './api/get-session';
import { checkoutPath, isPaid, submittedDescription } from './partner-text';
import { useRedirectLater } from './use-redirect-later';

/**
 * After the partner's answers are in (docs/product.md §2, §4): the 'Success!' toast, then
 * /session-checkout after 1.5 seconds. The session is read again for the toast, so it speaks of
 * payment only when the session is unpaid now (it may have been paid while the questions were
 * answered).
 */
export function useAnswersSent(refId: string, loaded: SessionView) {
  const { toast } = useToast();
  const redirect = useRedirectLater();
  const sent = (replaced: boolean) => {
    // First, so the form stays locked from the answer on.
    redirect.redirect(checkoutPath(refId));
    void getSession(refId)
      .then(isPaid, () => isPaid(loaded))
      .then((paid) =>
        toast({
          title: 'Success!',
          description: submittedDescription(replaced, paid),
          tone: 'success',
        }),
      );
  };
  return { pending: redirect.pending, sent };
}
