import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';

// What a route knows of who is asking: the request's signed-in user, how to read it and the
// messages of a refusal. The hook that finds the user from the bearer token is the auth module's,
// whose sessions it reads (modules/auth/session-authentication.ts); this file imports no module,
// so every module may use it.
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
