import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { ForbiddenError, UnauthorizedError } from '../../errors.ts';
import { currentUser, SESSION_ENDED, SIGN_IN_REQUIRED, STAFF_ONLY } from '../../plugins/authentication.ts';
import { hashToken } from './session-tokens.ts';
import { findSessionUser } from './sessions.repository.ts';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,200})$/i.exec(header);
  return match?.[1] ?? null;
}

/** Registered on the root instance, so every module's routes can use `app.authenticate`. */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError(SIGN_IN_REQUIRED);
    const tokenHash = hashToken(token);
    const user = await findSessionUser(app.db, tokenHash, app.clock.now().toISOString());
    if (!user) throw new UnauthorizedError(SESSION_ENDED);
    request.sessionUser = user;
    request.sessionTokenHash = tokenHash;
    // Answers to a signed-in request are that person's own: no browser or proxy cache may keep them.
    reply.header('cache-control', 'no-store');
  });
  app.decorate('requireRole', (...roles: UserRow['role'][]) => {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (!roles.includes(currentUser(request).role)) throw new ForbiddenError(STAFF_ONLY);
    };
  });
}
