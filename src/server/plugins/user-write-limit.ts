import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const TOO_MANY_WRITES = 'Too many changes in a short time. Please wait a minute and try again.';

/**
 * One ceiling on the writes a signed-in user may make per minute (USER_WRITE_RATE_LIMIT, 0 turns
 * it off), whatever the route, so a stolen or scripted token cannot keep the process busy with
 * large bodies. Checked in preParsing: after the route's `app.authenticate` has named the user,
 * before the body is read, parsed or validated. Requests without a signed-in user are left to the
 * per-address limits of their routes.
 */
export function registerUserWriteLimit(app: FastifyInstance): void {
  const max = app.config.USER_WRITE_RATE_LIMIT;
  if (max === 0) return;
  const check = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `user-writes:${request.sessionUser?.id}`,
  });
  app.addHook('preParsing', async (request, reply) => {
    if (!request.sessionUser || !WRITE_METHODS.has(request.method)) return;
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError(429, TOO_MANY_WRITES);
    }
  });
}
