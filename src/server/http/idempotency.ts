import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotentRequests } from '../db/schema';
import { capabilityDigest } from '../security/capability-id';
import { deriveKey, open, seal } from '../security/secret-box';
import { AppError } from './app-error';

/**
 * Idempotent create-or-submit calls (docs/decisions/012). A form sends an `Idempotency-Key`
 * header; the first request with a key does the work and its 2xx answer is kept; a repeat with
 * the same key and body (a double click, a retried request) gets that answer back with
 * `Idempotent-Replayed: true`, or waits for it while the first is still running. A failed
 * request keeps nothing, so a corrected form can be sent again. Without the header a call works
 * as docs/product.md §7 writes it.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opts the route in to Idempotency-Key handling. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The stored key this request answers for, when it is the first with it. */
    idempotencyDigest?: string;
  }
}

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;
/** Kept a day: long enough for any retry, short enough to hold nobody's data for long. */
export const IDEMPOTENT_ANSWER_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A first request still unanswered after this is taken to have died with its process. */
const ABANDONED_MS = 60_000;
const WAIT_STEP_MS = 100;
const WAIT_MAX_MS = 15_000;

function digest(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('base64url');
}

export function registerIdempotency(app: FastifyInstance, deps: { db: Db; secretKey: string }) {
  const key = deriveKey(deps.secretKey, 'idempotent-responses');

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw new AppError(
        400,
        'invalid_idempotency_key',
        'The Idempotency-Key header must be 8 to 200 letters, digits or . _ : -',
      );
    }
    const keyDigest = digest(request.routeOptions.url ?? request.url, header);
    const bodyDigest = digest(JSON.stringify(request.body ?? null));
    const deadline = Date.now() + WAIT_MAX_MS;
    for (;;) {
      const inserted = await deps.db
        .insert(idempotentRequests)
        .values({ keyDigest, bodyDigest })
        .onConflictDoNothing({ target: idempotentRequests.keyDigest })
        .returning({ keyDigest: idempotentRequests.keyDigest });
      if (inserted.length > 0) {
        request.idempotencyDigest = keyDigest;
        return;
      }
      const [earlier] = await deps.db
        .select()
        .from(idempotentRequests)
        .where(eq(idempotentRequests.keyDigest, keyDigest));
      if (!earlier) continue;
      // An expired answer, or a first request that died with its process, makes way for this
      // one (only on a conflict: the first request with a key writes nothing else). The purge
      // removes expired rows nobody repeats (retention/purge-expired-data.ts).
      const age = Date.now() - earlier.createdAt.getTime();
      if (
        age > IDEMPOTENT_ANSWER_MAX_AGE_MS ||
        (earlier.statusCode === null && age > ABANDONED_MS)
      ) {
        const now = Date.now();
        // The same conditions in SQL, so that a fresh row written meanwhile stays.
        await deps.db
          .delete(idempotentRequests)
          .where(
            and(
              eq(idempotentRequests.keyDigest, keyDigest),
              or(
                lt(idempotentRequests.createdAt, new Date(now - IDEMPOTENT_ANSWER_MAX_AGE_MS)),
                and(
                  isNull(idempotentRequests.statusCode),
                  lt(idempotentRequests.createdAt, new Date(now - ABANDONED_MS)),
                ),
              ),
            ),
          );
        continue;
      }
      if (earlier.bodyDigest !== bodyDigest) {
        throw new AppError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different request.',
        );
      }
      const answer =
        earlier.statusCode !== null && earlier.sealedResponse !== null
          ? open(earlier.sealedResponse, key)
          : null;
      if (earlier.statusCode !== null && answer !== null) {
        return reply
          .status(earlier.statusCode)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(answer);
      }
      if (Date.now() >= deadline) {
        throw new AppError(
          409,
          'request_in_progress',
          'This request is still being processed. Please wait a moment and reload the page.',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const keyDigest = request.idempotencyDigest;
    if (!keyDigest) return payload;
    request.idempotencyDigest = undefined;
    if (reply.statusCode < 300 && typeof payload === 'string') {
      const refId = refIdOf(request.body) ?? refIdOf(parseJson(payload));
      await deps.db
        .update(idempotentRequests)
        .set({
          statusCode: reply.statusCode,
          sealedResponse: seal(payload, key),
          // An erase of the session finds the stored answer (retention/retention-repository.ts).
          refDigest: refId === null ? null : capabilityDigest(refId),
        })
        .where(eq(idempotentRequests.keyDigest, keyDigest));
    } else {
      // Nothing was done (or nothing we can replay): the same key may try again.
      await deps.db.delete(idempotentRequests).where(eq(idempotentRequests.keyDigest, keyDigest));
    }
    return payload;
  });
}

/** The couple session a body or an answer names, when it names one. */
function refIdOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('refId' in value)) return null;
  return typeof value.refId === 'string' ? value.refId : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
