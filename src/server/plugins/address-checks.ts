import type { FastifyInstance, FastifyReply } from 'fastify';

const MAX_URL_LENGTH = 2048;

/** The answer to an address no route can use: unreadable, or carrying a NUL character. */
export function answerBadAddress(reply: FastifyReply): FastifyReply {
  return reply.status(400).send({ message: 'The address is not valid.', errors: {} });
}

/**
 * Addresses no route can use, refused up front in the one error shape: an over-long one would
 * reach the static-file handler's file-system lookup (a confusing 403), and a NUL character
 * (%00) is text PostgreSQL refuses to compare, which would surface as a 500.
 */
export function registerAddressChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      return reply.status(414).send({ message: 'The address is too long.', errors: {} });
    }
    if (/%00/i.test(request.url)) return answerBadAddress(reply);
  });
}
