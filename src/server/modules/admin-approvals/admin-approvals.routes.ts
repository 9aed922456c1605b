import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApprovalQueue, RejectInput, SellerStanding } from '../../../domain/schemas/approvals.ts';
import { ManagedProduct, ProductIdParam } from '../../../domain/schemas/back-office-catalogue.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { approvalQueue, decideOnProduct, decideOnSeller, sellerStanding } from './admin-approvals.service.ts';

const errors = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

/**
 * Staff approve seller accounts and each product a seller adds before either shows in the shop;
 * a seller reads where their own account stands.
 */
export async function adminApprovalsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  const staff = { onRequest: app.requireRole('admin') };

  app.get(
    '/api/admin/approvals',
    {
      ...staff,
      schema: {
        ...common,
        summary: 'Seller accounts and products waiting for approval, oldest first',
        response: { 200: ApprovalQueue, ...errors },
      },
    },
    async () => approvalQueue(app.db),
  );

  for (const approve of [true, false]) {
    const action = approve ? 'approve' : 'reject';
    app.post(
      `/api/admin/approvals/sellers/:id/${action}`,
      {
        ...staff,
        schema: {
          ...common,
          summary: approve
            ? "Approve a seller's account"
            : "Turn a seller's account down, with a reason the seller sees",
          params: ProductIdParam,
          ...(approve ? {} : { body: RejectInput }),
          response: { 200: SellerStanding, ...errors },
        },
      },
      async (request) =>
        decideOnSeller(
          app,
          currentUser(request),
          request.params.id,
          approve ? { approve } : { approve, reason: RejectInput.parse(request.body).reason },
        ),
    );
    app.post(
      `/api/admin/approvals/products/:id/${action}`,
      {
        ...staff,
        schema: {
          ...common,
          summary: approve
            ? "Approve a seller's product: it enters the shop"
            : "Turn a seller's product down, with a reason the seller sees",
          params: ProductIdParam,
          ...(approve ? {} : { body: RejectInput }),
          response: { 200: ManagedProduct, ...errors },
        },
      },
      async (request) =>
        decideOnProduct(
          app,
          currentUser(request),
          request.params.id,
          approve ? { approve } : { approve, reason: RejectInput.parse(request.body).reason },
        ),
    );
  }

  app.get(
    '/api/seller/account',
    {
      onRequest: app.requireRole('seller', 'admin'),
      schema: {
        tags: ['seller'],
        security: [{ bearerAuth: [] }],
        summary: "Where the seller's own account stands with staff",
        response: { 200: SellerStanding, 401: ApiError, 403: ApiError },
      },
    },
    async (request) => sellerStanding(app.db, currentUser(request)),
  );
}
