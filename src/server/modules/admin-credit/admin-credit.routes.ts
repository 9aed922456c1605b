import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreditAccountPage,
  CreditAccountsQuery,
  CreditTermsBody,
  CreditTermsResponse,
  OutstandingInvoice,
  OverdueInvoice,
  RecordPaymentBody,
  RecordPaymentResponse,
  ReminderResponse,
} from '../../../domain/schemas/admin-credit.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { IdParam } from '../../../domain/schemas/ids.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  creditAccountPage,
  outstandingInvoices,
  overdueInvoices,
  recordPayment,
  saveCreditTerms,
  sendReminder,
} from './admin-credit.service.ts';

const BEARER = [{ bearerAuth: [] }];
const REFUSALS = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

/**
 * Credit accounts (issue 13): pay-later terms, payments by bank transfer, overdue invoices and
 * reminders. Admins only; every amount is in pence; every change is audited in its transaction.
 */
export async function adminCreditRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));
  const deps = {
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    config: app.config,
    provider: app.paymentProvider,
    log: app.log,
  };

  app.get(
    '/api/admin/credit/accounts',
    {
      schema: {
        summary: 'Customer accounts with their pay-later state, paged',
        description: 'filter: approved (default), owing, overdue or all; q searches name, email and venue.',
        tags: ['admin'],
        security: BEARER,
        querystring: CreditAccountsQuery,
        response: { 200: CreditAccountPage, 401: ApiError, 403: ApiError, 422: ApiError },
      },
    },
    async (request) => creditAccountPage(deps, request.query),
  );

  app.put(
    '/api/admin/credit/accounts/:id',
    {
      schema: {
        summary: 'Approve or withdraw pay later and set the credit limit (pence, at most 200000)',
        description:
          'Customer accounts only: an admin or seller account is refused (409) and left as it was.',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        body: CreditTermsBody,
        response: { 200: CreditTermsResponse, ...REFUSALS },
      },
    },
    async (request) => saveCreditTerms(deps, currentUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/admin/credit/accounts/:id/invoices',
    {
      schema: {
        summary: "The customer's unpaid pay-later invoices, due first first",
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        response: { 200: z.array(OutstandingInvoice), ...REFUSALS },
      },
    },
    async (request) => outstandingInvoices(deps, request.params.id),
  );

  app.post(
    '/api/admin/credit/accounts/:id/payments',
    {
      schema: {
        summary: 'Record a bank transfer against outstanding invoices of the customer',
        description:
          'Marks the chosen orders paid and releases their totals from the credit in one transaction. ' +
          'An order already paid is not paid twice; when none of them is outstanding any more, 409.',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        body: RecordPaymentBody,
        response: { 200: RecordPaymentResponse, ...REFUSALS },
      },
    },
    async (request) => recordPayment(deps, currentUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/admin/credit/overdue',
    {
      schema: {
        summary: 'Pay-later invoices unpaid past their due date, the longest overdue first',
        tags: ['admin'],
        security: BEARER,
        response: { 200: z.array(OverdueInvoice), 401: ApiError, 403: ApiError },
      },
    },
    async () => overdueInvoices(deps),
  );

  app.post(
    '/api/admin/credit/overdue/:id/reminder',
    {
      schema: {
        summary: 'Mail the customer a reminder for an overdue invoice (the invoice attached)',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        response: { 200: ReminderResponse, ...REFUSALS },
      },
    },
    async (request) => sendReminder(deps, currentUser(request).id, request.params.id),
  );
}
