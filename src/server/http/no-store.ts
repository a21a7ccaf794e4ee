import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An onSend hook for routes keyed by a capability id or token (D-06, D-07): their answers hold a
 * person's data, so no browser or proxy may keep a copy.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
