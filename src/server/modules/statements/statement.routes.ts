import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mayHavePayLater } from '../../../domain/pay-later.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { IdParam } from '../../../domain/schemas/ids.ts';
import { AccountStatement, StatementQuery } from '../../../domain/schemas/statement.ts';
import { ForbiddenError } from '../../errors.ts';
import { PdfBody } from '../../invoice-documents/invoice-download-schemas.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { numberAwaitingInvoices } from '../orders/orders.public.ts';
import { accountStatement, accountStatementPdf } from './statement.service.ts';

export const STATEMENT_CUSTOMERS_ONLY = 'Statements are for customer accounts.';

const BEARER = [{ bearerAuth: [] }];
const OWN_REFUSALS = { 401: ApiError, 403: ApiError, 422: ApiError };
const STAFF_REFUSALS = { 401: ApiError, 403: ApiError, 404: ApiError, 422: ApiError };
const PERIOD =
  'from and to are London days (YYYY-MM-DD), both included, at most 366 days apart; without them the ' +
  'statement covers the last three months to today. Amounts are pence, positive raising what is owed; ' +
  "the ageing is worked out at 'to' (today when 'to' is later) and adds up to the closing balance.";

function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

/**
 * Statements of pay-later accounts (docs/account-ledger.md): a customer's own, and any customer's
 * for staff under the credit accounts. Page and PDF read the same statement.
 */
export async function statementRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, clock: app.clock, config: app.config };
  // A statement names every invoice: one awaiting its number is numbered first (decision 0177).
  app.addHook('preHandler', async () => {
    await numberAwaitingInvoices(app);
  });

  const ownAccount = (request: Parameters<typeof currentUser>[0]): number => {
    const user = currentUser(request);
    if (!mayHavePayLater(user.role)) throw new ForbiddenError(STATEMENT_CUSTOMERS_ONLY);
    return user.id;
  };

  app.get(
    '/api/account/statement',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The signed-in customer's statement of account",
        description: PERIOD,
        tags: ['account'],
        security: BEARER,
        querystring: StatementQuery,
        response: { 200: AccountStatement, ...OWN_REFUSALS },
      },
    },
    async (request) => accountStatement(deps, ownAccount(request), request.query),
  );

  app.get(
    '/api/account/statement.pdf',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The signed-in customer's statement of account as a PDF",
        description: PERIOD,
        tags: ['account'],
        security: BEARER,
        querystring: StatementQuery,
        response: { 200: PdfBody, ...OWN_REFUSALS },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await accountStatementPdf(deps, ownAccount(request), request.query)),
  );

  app.get(
    '/api/admin/credit/accounts/:id/statement',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary: "A customer's statement of account (staff)",
        description: `${PERIOD} 404 for an account that is not a customer's.`,
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        querystring: StatementQuery,
        response: { 200: AccountStatement, ...STAFF_REFUSALS },
      },
    },
    async (request) => accountStatement(deps, request.params.id, request.query),
  );

  app.get(
    '/api/admin/credit/accounts/:id/statement.pdf',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary: "A customer's statement of account as a PDF (staff)",
        description: `${PERIOD} 404 for an account that is not a customer's.`,
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        querystring: StatementQuery,
        response: { 200: PdfBody, ...STAFF_REFUSALS },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await accountStatementPdf(deps, request.params.id, request.query)),
  );
}
