import type { FastifyInstance } from 'fastify';

const MAX_URL_LENGTH = 2048;

/**
 * No route takes an address this long. Refused up front, it never reaches the static-file
 * handler, whose file-system lookup would answer a confusing 403.
 */
export function registerUrlLengthLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      return reply.status(414).send({ message: 'The address is too long.', errors: {} });
    }
  });
}
