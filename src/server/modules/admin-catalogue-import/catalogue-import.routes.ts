import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CatalogueImportBody,
  CatalogueImportResult,
  MAX_IMPORT_CSV_LENGTH,
} from '../../../domain/schemas/catalogue-import.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { applyCatalogueImport, previewCatalogueImport } from './catalogue-import.service.ts';

const errors = { 401: ApiError, 403: ApiError, 422: ApiError };
/** 1 MB of text, as JSON (each character may take up to 6 bytes escaped), with room for the envelope. */
const bodyLimit = MAX_IMPORT_CSV_LENGTH * 6 + 1024;

/** Staff update stock and prices of many products at once from a CSV file: preview, then apply. */
export async function catalogueImportRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));
  const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.post(
    '/api/admin/catalogue/import/preview',
    {
      bodyLimit,
      schema: {
        ...common,
        summary:
          'What a CSV of order_code or product_id, stock, price, member_price would change (writes nothing)',
        description:
          'A header row, then one product a line. An empty cell leaves the figure as it is; "untracked" stops ' +
          'counting stock. A file with any problem answers 422 with every problem keyed line.N.',
        body: CatalogueImportBody,
        response: { 200: CatalogueImportResult, ...errors },
      },
    },
    async (request) => previewCatalogueImport(app.db, request.body.csv),
  );

  app.post(
    '/api/admin/catalogue/import',
    {
      bodyLimit,
      schema: {
        ...common,
        summary: 'Apply a CSV of stock and prices in one transaction, each changed product audited',
        description:
          'The file is checked again as the products stand now; any problem changes nothing (422).',
        body: CatalogueImportBody,
        response: { 200: CatalogueImportResult, ...errors },
      },
    },
    async (request) => applyCatalogueImport(app, currentUser(request).id, request.body.csv),
  );
}
