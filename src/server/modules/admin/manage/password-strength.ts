import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { passwordProblem } from '../../../security/password-hash';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../admin-policy';

/** zxcvbn's scale is 0 to 4; 3 and up resist an offline attack on a slow hash (issue 21). */
export const MIN_PASSWORD_SCORE = 3;

export const COMMON_PASSWORD =
  'Choose a less common password: this one is on lists attackers try first.';
export const GUESSABLE_PASSWORD =
  'Choose a harder password: this one is easy to guess (try four or more unrelated words).';

type Estimator = { zxcvbn: ZxcvbnFactory; common: ReadonlySet<string> };

let estimator: Promise<Estimator> | undefined;

/**
 * zxcvbn and its common-password dictionary (about 50,000 entries), loaded on first use only:
 * only the admin CLI checks new passwords, and the API server never imports this module's
 * packages at start-up.
 */
function loadEstimator(): Promise<Estimator> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, { adjacencyGraphs, dictionary }] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    return {
      zxcvbn: new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }),
      common: new Set(dictionary['passwords-common']),
    };
  })();
  return estimator;
}

/** Counted in Unicode characters of the NFC form, as password-hash.ts stores it. */
export function passwordLength(password: string): number {
  return [...password.normalize('NFC')].length;
}

/**
 * Why a new admin password is refused, in one line the CLI prints as it is; null when it is
 * fine: shorter than ADMIN_PASSWORD_MIN_LENGTH, longer than password-hash.ts takes, on the
 * common-password list, or a zxcvbn score under MIN_PASSWORD_SCORE. `userInputs` (e.g. the
 * username) count as words an attacker knows. Only new passwords are checked: stored hashes
 * keep working.
 */
export async function newPasswordProblem(
  password: string,
  userInputs: readonly string[] = [],
): Promise<string | null> {
  if (passwordLength(password) < ADMIN_PASSWORD_MIN_LENGTH) {
    return `The password must have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`;
  }
  const bounds = passwordProblem(password);
  if (bounds) return bounds;
  const { zxcvbn, common } = await loadEstimator();
  const normalised = password.normalize('NFC');
  if (common.has(normalised.toLowerCase())) return COMMON_PASSWORD;
  const result = zxcvbn.check(normalised, [...userInputs, 'msoul']);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  // zxcvbn's own verdict that it is (close to) a listed password.
  const listed = ['topTen', 'topHundred', 'common', 'similarToCommon'];
  return listed.includes(result.feedback.warning ?? '') ? COMMON_PASSWORD : GUESSABLE_PASSWORD;
}
