import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ApiErrorCode } from '../../shared/api/error';
import { isDatabaseUnavailable, unavailableReason } from '../db/unavailable';
import { AppError } from './app-error';

const GENERIC_5XX = 'Something went wrong on our side. Please try again in a moment.';

/** A database restart takes seconds: a short wait is enough before the next try. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';

export function errorBody(code: ApiErrorCode, message: string): ApiError {
  return { error: { code, message } };
}

/** Turns Fastify's own error codes into stable, readable API codes. */
function describeFastifyError(error: FastifyError): { code: ApiErrorCode; message: string } {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'payload_too_large', message: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'unsupported_media_type', message: 'Send the request body as JSON.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'invalid_request', message: 'The request body is empty.' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'invalid_json', message: 'The request body is not valid JSON.' };
    case 'FST_ERR_BAD_URL':
      return { code: 'invalid_url', message: 'The address is not valid.' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { code: 'uri_too_long', message: 'The address is too long.' };
    default:
      if (error.statusCode === 429) {
        return {
          code: 'rate_limited',
          message: 'Too many requests. Please wait a minute and try again.',
        };
      }
      return { code: 'bad_request', message: error.message };
  }
}

/**
 * Errors Fastify raises before a route is found (a malformed percent-encoding, a path parameter
 * over `maxParamLength`): Fastify's own answer to them echoes the URL in another body shape, and
 * the error handler below never sees them. Passed to Fastify as `frameworkErrors`.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const { code, message } = describeFastifyError(error);
    return reply.status(status).send(errorBody(code, message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(errorBody('internal_error', GENERIC_5XX));
}

/**
 * Once shutdown has begun (SIGTERM), a request that still arrives on an open keep-alive
 * connection is answered 503 in the one error format; the requests already running finish
 * normally. Every answer from then on says `Connection: close`: a kept-alive connection would
 * otherwise hold the server open until its keep-alive timeout. Replaces Fastify's own 503
 * (another body shape), which app.ts turns off with `return503OnClosing: false`.
 */
export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks: they run on every request, and an async one costs a promise and a tick.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    // Answered here, so `done` is not called: Fastify stops the request's lifecycle.
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    reply
      .status(503)
      .send(errorBody('shutting_down', 'This server is restarting. Please try again in a moment.'));
  });
}

/**
 * The one error handler: every error becomes `{ error: { code, message } }`. 4xx messages are
 * meant for people and are shown; 5xx bodies are generic and the details go to the log only.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        if (error.internal) {
          const level = error.statusCode >= 500 ? 'error' : 'info';
          request.log[level]({ code: error.code, detail: error.internal }, 'request rejected');
        }
        if (error.retryAfterSeconds !== undefined) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        return reply.status(error.statusCode).send(errorBody(error.code, error.message));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const problems = error.validation.map((issue) => {
          const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return where ? `${where}: ${issue.message}` : issue.message;
        });
        const part = error.validationContext ?? 'request';
        return reply
          .status(400)
          .send(errorBody('invalid_request', `Invalid ${part}: ${problems.join('; ')}`));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const { code, message } = describeFastifyError(error);
        return reply.status(status).send(errorBody(code, message));
      }
      if (isDatabaseUnavailable(error)) {
        // Only the driver's code: the wrapped error's message carries the query's values.
        request.log.warn({ reason: unavailableReason(error) }, 'database unavailable');
        reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        return reply.status(503).send(errorBody('database_unavailable', UNAVAILABLE_MESSAGE));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody('internal_error', GENERIC_5XX));
    },
  );
}
