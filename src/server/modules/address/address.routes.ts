import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Address,
  AddressResponse,
  AddressUpdateBody,
  NewAddressBody,
} from '../../../domain/schemas/address.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { IdParam, ownerIdQuery } from '../../../domain/schemas/ids.ts';
import { ValidationError } from '../../errors.ts';
import { assertOwnId, currentUser } from '../../plugins/authentication.ts';
import { addAddress, changeAddress, listAddresses } from './address.service.ts';

export const ADDRESS_ID_MISMATCH = 'The address id does not match the address being updated.';

/** The signed-in user's one address (docs/product.md §3, §5.4 and §7.1). */
export async function addressRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, clock: app.clock };

  app.get(
    '/api/address',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The user's addresses (none or one)",
        tags: ['address'],
        security: [{ bearerAuth: [] }],
        querystring: ownerIdQuery('user_id'),
        response: { 200: z.array(Address), 401: ApiError, 403: ApiError, 422: ApiError },
      },
    },
    async (request) => {
      assertOwnId(request, request.query.user_id);
      return listAddresses(deps, currentUser(request).id);
    },
  );

  app.post(
    '/api/address',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Add the user's address",
        description:
          'One address per user: a second gets 409. The shipping postcode must be in the delivery zone.',
        tags: ['address'],
        security: [{ bearerAuth: [] }],
        body: NewAddressBody,
        response: { 201: AddressResponse, 401: ApiError, 403: ApiError, 409: ApiError, 422: ApiError },
      },
    },
    async (request, reply) => {
      assertOwnId(request, request.body.user_id);
      const data = await addAddress(deps, currentUser(request).id, request.body.address);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.put(
    '/api/address/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Change the user's address",
        tags: ['address'],
        security: [{ bearerAuth: [] }],
        params: IdParam,
        body: AddressUpdateBody,
        response: { 200: AddressResponse, 401: ApiError, 403: ApiError, 422: ApiError },
      },
    },
    async (request) => {
      assertOwnId(request, request.body.user_id);
      const { address_id } = request.body;
      if (address_id !== undefined && address_id !== request.params.id) {
        throw new ValidationError(ADDRESS_ID_MISMATCH, { address_id: [ADDRESS_ID_MISMATCH] });
      }
      const data = await changeAddress(
        deps,
        currentUser(request).id,
        request.params.id,
        request.body.address,
      );
      return { success: true as const, data };
    },
  );
}
