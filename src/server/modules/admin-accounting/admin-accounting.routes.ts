import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountingExport,
  AccountingExportQuery,
  AccountingRange,
  AccountingSummary,
  exportFileName,
} from '../../../domain/schemas/admin-accounting.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { numberAwaitingInvoices } from '../orders/orders.public.ts';
import { accountingCsv, accountingJson, accountingSummary } from './admin-accounting.service.ts';

const BEARER = [{ bearerAuth: [] }];
const REFUSED = { 401: ApiError, 403: ApiError, 422: ApiError };
/** Both formats are written out as they are read; the JSON one is an AccountingExport. */
const Written = z.instanceof(Readable).meta({ type: 'string', format: 'binary' });

/**
 * The accounting export: a date range's invoices (order and membership) as Xero's sales invoice
 * import, CSV or JSON. Admins only; written out a page of invoices at a time.
 */
export async function adminAccountingRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));
  const deps = { db: app.db, accountCode: app.config.ACCOUNTING_ACCOUNT_CODE };
  // The export lists numbered invoices: one awaiting its number is numbered first (decision 0177).
  app.addHook('preHandler', async () => {
    await numberAwaitingInvoices(app);
  });

  app.get(
    '/api/admin/accounting/summary',
    {
      schema: {
        summary: 'How many invoices a range of London days holds and their total (pence, VAT included)',
        tags: ['admin'],
        security: BEARER,
        querystring: AccountingRange,
        response: { 200: AccountingSummary, ...REFUSED },
      },
    },
    async (request) => accountingSummary(app.db, request.query),
  );

  app.get(
    '/api/admin/accounting/export',
    {
      schema: {
        summary: 'Invoices of a range of London days (both included) as Xero’s sales invoice import',
        description:
          'One row per invoice line, at most 366 days. format=csv (default): a download with Xero’s ' +
          'columns, dates DD/MM/YYYY, amounts in pounds excluding VAT (import them as tax exclusive) ' +
          'with each line’s share of the invoice’s VAT in TaxAmount. format=json: the same rows, ' +
          'amounts in pence and dates YYYY-MM-DD.',
        tags: ['admin'],
        security: BEARER,
        querystring: AccountingExportQuery,
        response: { 200: z.union([Written, AccountingExport]), ...REFUSED },
      },
    },
    async (request, reply) => {
      const { format, ...range } = request.query;
      if (format === 'json') {
        return reply.type('application/json; charset=utf-8').send(Readable.from(accountingJson(deps, range)));
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(range)}"`)
        .send(Readable.from(accountingCsv(deps, range)));
    },
  );
}
