import { systemErrorCode } from '../../providers/mail/system-error-code';

/** A PostgreSQL SQLSTATE (e.g. 23503): names the kind of failure without quoting any value. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * A short reason for a failed purge step, safe for the report, the audit log and the log: only an
 * error code, never the error's message, which can quote a row's values or a file's path.
 */
export function describeFailure(error: unknown): string {
  const system = systemErrorCode(error);
  if (system) return `failed (${system})`;
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    if (typeof code === 'string' && SQLSTATE.test(code)) return `failed (SQLSTATE ${code})`;
  }
  return 'failed (unexpected error)';
}
