import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditPage, AuditQuery } from '../../../domain/schemas/admin-audit.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { auditPage } from './admin-audit.service.ts';

/** The audit log: who changed what and when (docs/product.md §10.3). Admins only. */
export async function adminAuditRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/api/admin/audit',
    {
      schema: {
        summary: 'The audit log, newest first, paged',
        description:
          'Filter by what the entries are about (subject_type, subject_id) or by the customer concerned.',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: AuditQuery,
        response: { 200: AuditPage, 401: ApiError, 403: ApiError, 422: ApiError },
      },
    },
    async (request) => {
      const { page, subject_type, subject_id, customer_id } = request.query;
      return auditPage(
        app.db,
        { subjectType: subject_type, subjectId: subject_id, customerId: customer_id },
        page,
      );
    },
  );
}
