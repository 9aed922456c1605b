import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import { findSessionUser, hashToken } from '../modules/auth/auth.public.ts';

export const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const SIGN_IN_REQUIRED = 'Please log in to continue.';
export const STAFF_ONLY = 'This part of the shop is for its staff only.';
export const NOT_YOUR_ACCOUNT = 'You may only see and change your own account.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `app.authenticate`, null on public routes. */
    sessionUser: UserRow | null;
    /** The hash of the bearer token that signed this request in. */
    sessionTokenHash: string | null;
  }
  interface FastifyInstance {
    /** An onRequest hook (before the body is read or validated): 401 unless the request carries a live bearer token. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * An onRequest hook for the back office: `authenticate`, then 403 unless the user has one of
     * the roles. Register it on a module's whole instance (`app.addHook('onRequest', …)`).
     */
    requireRole(...roles: UserRow['role'][]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,200})$/i.exec(header);
  return match?.[1] ?? null;
}

/** The user a protected route runs for; `app.authenticate` has made sure there is one. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.sessionUser) throw new UnauthorizedError(SIGN_IN_REQUIRED);
  return request.sessionUser;
}

/**
 * The server never trusts a user id from the browser: an id in a path, query or body must be the
 * caller's own (docs/product.md §6.2), or nothing is read or changed.
 */
export function assertOwnId(request: FastifyRequest, id: number | undefined): void {
  if (id === undefined) return;
  if (id !== currentUser(request).id) throw new ForbiddenError(NOT_YOUR_ACCOUNT);
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
