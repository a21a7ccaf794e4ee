/**
 * What other modules may use of checkouts (docs/architecture.md, import boundaries): the rest of
 * the folder is its own business.
 */
export {
  returnBase,
  sessionReturnUrls,
  submissionReturnUrls,
  withCheckoutId,
} from './checkout-urls';
export { expireOpenCheckouts, openCheckout } from './open-checkout';
