import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BackOfficeListQuery,
  ImageUpload,
  MAX_IMAGE_BYTES,
  ManagedProduct,
  ManagedProductPage,
  ProductIdParam,
  ProductInput,
  UploadedImage,
} from '../../../domain/schemas/back-office-catalogue.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  createProduct,
  editProduct,
  managedProduct,
  managedProductPage,
  setArchived,
} from './managed-products.service.ts';
import { storeUploadedImage } from './uploaded-images.ts';

type Area = { prefix: '/api/admin' | '/api/seller'; roles: UserRow['role'][]; tag: string };

const errors = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

/**
 * Product management, the same for both areas: /api/admin/... lists and changes every product,
 * /api/seller/... a seller's own (an admin may use it too, on any product). Who may change which
 * product is decided in the service, before anything is written.
 */
function productManagement({ prefix, roles, tag }: Area) {
  return async (instance: FastifyInstance): Promise<void> => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.requireRole(...roles));
    const common = { tags: [tag], security: [{ bearerAuth: [] }] };
    const sellerOnly = prefix === '/api/seller';

    app.get(
      `${prefix}/products`,
      {
        schema: {
          ...common,
          summary: sellerOnly ? "The seller's own products, archived too" : 'Every product, archived too',
          querystring: BackOfficeListQuery,
          response: { 200: ManagedProductPage, ...errors },
        },
      },
      async (request) => {
        const { page, q, status } = request.query;
        const filter = { search: q || undefined, status: status ?? 'all' } as const;
        return managedProductPage(
          app.db,
          sellerOnly ? { ...filter, sellerId: currentUser(request).id } : filter,
          page,
        );
      },
    );

    app.get(
      `${prefix}/products/:id`,
      {
        schema: {
          ...common,
          summary: 'One product to edit',
          params: ProductIdParam,
          response: { 200: ManagedProduct, ...errors },
        },
      },
      async (request) => managedProduct(app.db, currentUser(request), request.params.id),
    );

    app.post(
      `${prefix}/products`,
      {
        schema: {
          ...common,
          summary: 'Add a product',
          body: ProductInput,
          response: { 201: ManagedProduct, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createProduct(app, currentUser(request), request.body)),
    );

    app.put(
      `${prefix}/products/:id`,
      {
        schema: {
          ...common,
          summary: 'Change a product (price changes are audited)',
          params: ProductIdParam,
          body: ProductInput,
          response: { 200: ManagedProduct, ...errors },
        },
      },
      async (request) => editProduct(app, currentUser(request), request.params.id, request.body),
    );

    for (const [action, archived] of [
      ['archive', true],
      ['unarchive', false],
    ] as const) {
      app.post(
        `${prefix}/products/:id/${action}`,
        {
          schema: {
            ...common,
            summary: archived
              ? 'Archive a product: it leaves the shop, search and recall, and stays on past orders'
              : 'Bring an archived product back to the shop',
            params: ProductIdParam,
            response: { 200: ManagedProduct, ...errors },
          },
        },
        async (request) => setArchived(app, currentUser(request), request.params.id, archived),
      );
    }

    app.post(
      `${prefix}/images`,
      {
        // A 2 MB picture is 2.7 MB in base64.
        bodyLimit: Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024,
        schema: {
          ...common,
          summary: 'Upload a product picture (JPEG, PNG or WebP, at most 2 MB, as base64)',
          body: ImageUpload,
          response: { 201: UploadedImage, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await storeUploadedImage(app.db, request.body.data, currentUser(request).id, app.clock.now()),
          ),
    );
  };
}

export const adminProductRoutes = productManagement({ prefix: '/api/admin', roles: ['admin'], tag: 'admin' });
export const sellerProductRoutes = productManagement({
  prefix: '/api/seller',
  roles: ['seller', 'admin'],
  tag: 'seller',
});
