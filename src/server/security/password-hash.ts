import { hash, verify } from '@node-rs/argon2';

/**
 * Admin passwords (docs/architecture.md §5, issue 7): argon2id with OWASP's minimum of 19 MiB
 * memory, 2 passes and 1 lane. Written out rather than left to the library's defaults, so a change
 * of defaults in a later version cannot silently weaken new hashes.
 */
export const PASSWORD_HASH_OPTIONS = {
  // 2 is Algorithm.Argon2id: the package declares it as an ambient const enum, which this
  // project's isolatedModules setting cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * An argon2id hash (same parameters as PASSWORD_HASH_OPTIONS) of a random password nobody knows,
 * made once for verifyAgainstNobody. A test checks its parameters against a fresh hash.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$AS/qhklrFhln7Yi4S5ggsg$TSDEU53FKLD+LRRcgymZ2rGSovajpFxoVW8f/HxESg0';

/**
 * NFC so that the same password typed on two keyboards (composed or decomposed accents) gives
 * the same bytes (NIST SP 800-63B 5.1.1.2).
 */
function normalise(password: string): string {
  return password.normalize('NFC');
}

/** Why a new password is refused, in words the CLI can print as they are; null when it is fine. */
export function passwordProblem(password: string): string | null {
  // Counted in Unicode characters, not UTF-16 units, so an emoji counts once.
  const length = [...normalise(password)].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  return null;
}

/** The stored form of a password: a PHC string ($argon2id$v=19$m=19456,t=2,p=1$salt$hash). */
export function hashPassword(password: string): Promise<string> {
  return hash(normalise(password), PASSWORD_HASH_OPTIONS);
}

/**
 * Whether a password matches a stored hash. A malformed stored hash answers false rather than
 * throwing, so a damaged row cannot turn a login into a 500 with a different timing.
 */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, normalise(password));
  } catch {
    return false;
  }
}

/**
 * The work of a wrong-password check for a username that does not exist, so an unknown user
 * and a wrong password take the same time (issue 7). Always false.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}
