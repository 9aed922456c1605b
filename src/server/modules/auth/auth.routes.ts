import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthResponse,
  ForgotPasswordBody,
  LoginBody,
  MessageResponse,
  RegisterBody,
  ResetPasswordBody,
  User,
} from '../../../domain/schemas/account.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { UnauthorizedError } from '../../errors.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { dummyPasswordHash, isBadCredentials, login, logout, register } from './auth.service.ts';
import { AUTH_RATE_LIMITS, LOGIN_LIMITS, perEmailLimit, perIpLimit } from './auth-rate-limits.ts';
import { AttemptCounter, PasswordAttempts } from './failed-attempts.ts';
import {
  PASSWORD_RESET,
  RESET_LINK_SENT,
  requestPasswordReset,
  resetPassword,
} from './password-reset.service.ts';
import { loadUserView } from './user-view.ts';

const BEARER = [{ bearerAuth: [] }];

/** Sign-up, sign-in, the signed-in user, sign-out and the password-reset link. */
export async function authRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, clock: app.clock };
  const resetDeps = { ...deps, mailer: app.mailer, appUrl: app.config.APP_URL };
  const failedLoginsPerAddress = new AttemptCounter(deps, 'login', LOGIN_LIMITS.perAddress);
  const counter = (name: keyof typeof AUTH_RATE_LIMITS) =>
    new AttemptCounter(deps, name, AUTH_RATE_LIMITS[name]);
  const wrongPasswords = new PasswordAttempts(deps, 'login-password', {
    perAddress: LOGIN_LIMITS.perEmailAndAddress,
    perAccount: LOGIN_LIMITS.perEmail,
  });
  // Made now rather than on the first unknown-email login, so that login is not the slow one.
  dummyPasswordHash().catch((error: unknown) => app.log.error({ err: error }, 'dummy password hash failed'));
  // Answers carry bearer tokens and personal details: no browser or proxy cache may keep them.
  // The hook is encapsulated in this plugin, so it applies to these routes only.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/register',
    {
      schema: {
        summary: 'Create an account (role user or seller) and sign it in',
        tags: ['auth'],
        body: RegisterBody,
        response: { 201: AuthResponse, 422: ApiError, 429: ApiError },
      },
      onRequest: perIpLimit(counter('registerPerIp')),
      preHandler: perEmailLimit(counter('registerPerEmail')),
    },
    async (request, reply) => reply.status(201).send(await register(deps, request.body)),
  );

  app.post(
    '/api/login',
    {
      schema: {
        summary: 'Sign in with email and password; answers a bearer token',
        tags: ['auth'],
        body: LoginBody,
        response: { 200: AuthResponse, 422: ApiError, 429: ApiError },
      },
      // Taken before the body is read, so refused requests count as failures too; given back below.
      onRequest: async (request) => failedLoginsPerAddress.take(request.ip),
    },
    async (request) => {
      const signedIn = await wrongPasswords.guard(
        request.body.email,
        request.ip,
        () => login(deps, request.body),
        isBadCredentials,
      );
      await failedLoginsPerAddress.giveBack(request.ip);
      return signedIn;
    },
  );

  app.get(
    '/api/user',
    {
      schema: {
        summary: 'The signed-in user',
        tags: ['auth'],
        security: BEARER,
        response: { 200: User, 401: ApiError },
      },
      onRequest: app.authenticate,
    },
    async (request) => loadUserView(app.db, currentUser(request), app.clock.now()),
  );

  app.get(
    '/api/logout',
    {
      schema: {
        summary: 'Sign out: the bearer token stops working (other sessions stay)',
        tags: ['auth'],
        security: BEARER,
        response: { 200: MessageResponse, 401: ApiError },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      // Set by app.authenticate: the hash of the very token this request was signed in with.
      const tokenHash = request.sessionTokenHash;
      if (!tokenHash) throw new UnauthorizedError();
      return logout(deps, tokenHash);
    },
  );

  app.post(
    '/api/forgot-password',
    {
      schema: {
        summary: 'Email a password-reset link (works for 60 minutes, once)',
        tags: ['auth'],
        body: ForgotPasswordBody,
        response: { 200: MessageResponse, 422: ApiError, 429: ApiError },
      },
      onRequest: perIpLimit(counter('forgotPasswordPerIp')),
    },
    async (request) => {
      await requestPasswordReset(resetDeps, request.body);
      return { message: RESET_LINK_SENT };
    },
  );

  app.post(
    '/api/reset-password',
    {
      schema: {
        summary: 'Set a new password with the token from the reset link; signs out every session',
        tags: ['auth'],
        body: ResetPasswordBody,
        response: { 200: MessageResponse, 422: ApiError, 429: ApiError },
      },
      onRequest: perIpLimit(counter('resetPasswordPerIp')),
    },
    async (request) => {
      await resetPassword(resetDeps, request.body);
      return { message: PASSWORD_RESET };
    },
  );
}
