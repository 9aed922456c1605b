import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CustomerChangeResponse,
  CustomerDetail,
  CustomerPage,
  CustomersQuery,
} from '../../../domain/schemas/admin-customers.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { IdParam } from '../../../domain/schemas/ids.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { customerDetail, customerPage, disableCustomer, enableCustomer } from './admin-customers.service.ts';

const BEARER = [{ bearerAuth: [] }];
const REFUSALS = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

/** The back office's customers: list and search, one customer's page, disable and enable. Admins only. */
export async function adminCustomersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));
  const deps = { db: app.db, clock: app.clock };

  app.get(
    '/api/admin/customers',
    {
      schema: {
        summary: 'Accounts, newest first, paged; search by name, email or company',
        tags: ['admin'],
        security: BEARER,
        querystring: CustomersQuery,
        response: { 200: CustomerPage, 401: ApiError, 403: ApiError, 422: ApiError },
      },
    },
    async (request) => customerPage(deps, request.query.q, request.query.page),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      schema: {
        summary: 'One account with its address, orders and latest audit entries',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        response: { 200: CustomerDetail, ...REFUSALS },
      },
    },
    async (request) => customerDetail(deps, request.params.id),
  );

  app.post(
    '/api/admin/customers/:id/disable',
    {
      schema: {
        summary: 'Disable an account: its sessions end and it cannot sign in; its data stays',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        response: { 200: CustomerChangeResponse, ...REFUSALS },
      },
    },
    async (request) => disableCustomer(deps, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/admin/customers/:id/enable',
    {
      schema: {
        summary: 'Enable a disabled account again',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        response: { 200: CustomerChangeResponse, ...REFUSALS },
      },
    },
    async (request) => enableCustomer(deps, currentUser(request).id, request.params.id),
  );
}
