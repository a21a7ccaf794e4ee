import type { ApiErrorCode } from '../../shared/api/error';

/**
 * A failure the product expects and can explain. `message` is shown to the person (it goes in the
 * response body); `internal` is for the log only and never leaves the server.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ApiErrorCode;
  readonly internal: string | undefined;
  /** Seconds to wait before trying again, sent as Retry-After (429 answers). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    statusCode: number,
    code: ApiErrorCode,
    message: string,
    internal?: string,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.internal = internal;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  static unauthorized(message: string, code: ApiErrorCode = 'unauthorized'): AppError {
    return new AppError(401, code, message);
  }

  /** Too many attempts: the answer says when the next one is allowed. */
  static tooManyAttempts(retryAfterSeconds: number): AppError {
    const wait = retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`;
    return new AppError(
      429,
      'rate_limited',
      `Too many attempts. Try again in ${wait}.`,
      undefined,
      retryAfterSeconds,
    );
  }

  static badRequest(message: string, code: ApiErrorCode = 'bad_request'): AppError {
    return new AppError(400, code, message);
  }

  /**
   * A filled honeypot (docs/architecture.md §5): said plainly, without telling a bot what gave it
   * away.
   */
  static rejected(): AppError {
    return new AppError(400, 'rejected', 'This request could not be accepted.');
  }

  static notFound(message = 'Not found.', code: ApiErrorCode = 'not_found'): AppError {
    return new AppError(404, code, message);
  }
}
