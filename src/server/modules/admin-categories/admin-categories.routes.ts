import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoryInput,
  ManagedCategory,
  ProductIdParam,
} from '../../../domain/schemas/back-office-catalogue.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  createCategory,
  editCategory,
  managedCategories,
  removeCategory,
  setCategoryArchived,
} from './admin-categories.service.ts';

const errors = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

/** The admin's category tree: two levels, a favourite flag on either, and their order. */
export async function adminCategoriesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));
  const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/api/admin/categories',
    {
      schema: {
        ...common,
        summary: 'Every category, flat, by position',
        response: { 200: z.array(ManagedCategory), ...errors },
      },
    },
    async () => managedCategories(app),
  );
  app.post(
    '/api/admin/categories',
    {
      schema: {
        ...common,
        summary: 'Add a category',
        body: CategoryInput,
        response: { 201: ManagedCategory, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCategory(app, currentUser(request), request.body)),
  );
  app.put(
    '/api/admin/categories/:id',
    {
      schema: {
        ...common,
        summary: 'Change a category',
        params: ProductIdParam,
        body: CategoryInput,
        response: { 200: ManagedCategory, ...errors },
      },
    },
    async (request) => editCategory(app, currentUser(request), request.params.id, request.body),
  );
  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/api/admin/categories/:id/${action}`,
      {
        schema: {
          ...common,
          summary: archived
            ? "Archive a category: the shop's category lists leave it out"
            : 'Bring an archived category back',
          params: ProductIdParam,
          response: { 200: ManagedCategory, ...errors },
        },
      },
      async (request) => setCategoryArchived(app, currentUser(request), request.params.id, archived),
    );
  }
  app.delete(
    '/api/admin/categories/:id',
    {
      schema: {
        ...common,
        summary: 'Remove an empty category (one with products or subcategories answers 409: archive it)',
        params: ProductIdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCategory(app, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
