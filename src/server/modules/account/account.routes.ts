import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PROFILE_UPDATED,
  ProfileUpdateBody,
  ProfileUpdateResponse,
  SuccessResponse,
} from '../../../domain/schemas/account.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { IdParam } from '../../../domain/schemas/ids.ts';
import { assertOwnId, currentUser } from '../../plugins/authentication.ts';
import { PasswordAttempts, PROFILE_PASSWORD_LIMITS } from '../auth/auth.public.ts';
import { deleteAccount, isWrongCurrentPassword, updateProfile } from './account.service.ts';

/** The signed-in person's own profile and account (docs/product.md §7.1). */
export async function accountRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, clock: app.clock };
  const wrongPasswords = new PasswordAttempts(deps, 'profile-password', PROFILE_PASSWORD_LIMITS);

  app.put(
    '/api/user_profile/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Update the name and phone, the venue settings, and optionally the password',
        description:
          'The password changes only when both old_password and new_password are given and the old one ' +
          "is right; a change signs out the user's other sessions. accept_substitutes and po_number_required " +
          '(every order must carry a PO number) change only when sent.',
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        params: IdParam,
        body: ProfileUpdateBody,
        response: { 200: ProfileUpdateResponse, 401: ApiError, 403: ApiError, 422: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      assertOwnId(request, request.params.id);
      assertOwnId(request, request.body.user_id);
      const user = currentUser(request);
      const update = () => updateProfile(deps, user, request.sessionTokenHash, request.body);
      // A stolen token must not become unlimited guesses at the account's real password.
      const updated = request.body.old_password
        ? await wrongPasswords.guard(String(user.id), request.ip, update, isWrongCurrentPassword)
        : await update();
      return { success: true as const, user: updated, message: PROFILE_UPDATED };
    },
  );

  app.delete(
    '/api/user/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Delete the account',
        description:
          'Refused with 409 while pay-later credit is owed. Orders stay on record without personal details.',
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        params: IdParam,
        response: { 200: SuccessResponse, 401: ApiError, 403: ApiError, 409: ApiError, 422: ApiError },
      },
    },
    async (request) => {
      assertOwnId(request, request.params.id);
      await deleteAccount(deps, currentUser(request).id);
      // Reviews lose their user id with the account; cached product pages must not show it.
      app.catalogueCache.clear();
      return { success: true as const };
    },
  );
}
