import type { FastifyRequest } from 'fastify';
import type { AttemptCounter, AttemptLimit } from './failed-attempts.ts';

const MINUTE = 60_000;

/**
 * How many failed logins are allowed (counted by AttemptCounter: a successful sign-in gives its
 * attempt back, so the staff of one venue behind one address are never held back by signing in).
 * The per-address count covers every failure, refused requests included; wrong passwords also
 * count per email and address together, and per email over an hour (PasswordAttempts).
 */
export const LOGIN_LIMITS = {
  perAddress: {
    max: 10,
    windowMs: MINUTE,
    message: 'Too many login attempts. Please wait a minute and try again.',
  },
  perEmailAndAddress: {
    max: 5,
    windowMs: 15 * MINUTE,
    message: 'Too many failed login attempts for this email address. Please wait 15 minutes and try again.',
  },
  perEmail: {
    max: 50,
    windowMs: 60 * MINUTE,
    message: 'Too many failed login attempts for this email address. Please try again in an hour.',
  },
} as const satisfies Record<string, AttemptLimit>;

/** The profile's current-password check: the same shape, so a stolen token is no password oracle. */
export const PROFILE_PASSWORD_LIMITS = {
  perAddress: {
    max: 5,
    windowMs: 15 * MINUTE,
    message: 'Too many wrong passwords. Please wait 15 minutes and try again.',
  },
  perAccount: {
    max: 50,
    windowMs: 60 * MINUTE,
    message: 'Too many wrong passwords. Please try again in an hour.',
  },
} as const satisfies Record<string, AttemptLimit>;

/**
 * How often the other account entry points may be used (AttemptCounter, so every process shares
 * them). The per-address limits slow down one client trying many accounts; the per-email limit
 * slows down sign-ups in one person's name. Every request counts, refused ones included.
 */
export const AUTH_RATE_LIMITS = {
  registerPerIp: {
    max: 10,
    windowMs: MINUTE,
    message: 'Too many sign-up attempts. Please wait a minute and try again.',
  },
  registerPerEmail: {
    max: 5,
    windowMs: MINUTE,
    message: 'Too many sign-up attempts for this email address. Please wait a minute and try again.',
  },
  forgotPasswordPerIp: {
    max: 5,
    windowMs: MINUTE,
    message: 'Too many password reset requests. Please wait a minute and try again.',
  },
  resetPasswordPerIp: {
    max: 10,
    windowMs: MINUTE,
    message: 'Too many password reset attempts. Please wait a minute and try again.',
  },
} as const satisfies Record<string, AttemptLimit>;

/** A route's onRequest hook counting requests per client address, before the body is read. */
export function perIpLimit(counter: AttemptCounter) {
  return async (request: FastifyRequest): Promise<void> => counter.take(request.ip);
}

/**
 * A preHandler counting requests per email address (already lower-cased by the body schema, so
 * case variants share one count).
 */
export function perEmailLimit(counter: AttemptCounter) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body as { email?: unknown } | undefined;
    await counter.take(typeof body?.email === 'string' ? body.email : '');
  };
}
