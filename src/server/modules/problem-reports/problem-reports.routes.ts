import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { IdParam } from '../../../domain/schemas/ids.ts';
import {
  AcceptedProblemReport,
  AcceptProblemReportBody,
  DeclineProblemReportBody,
  MyProblemReports,
  NewProblemReportBody,
  ProblemReportQueue,
  ProblemReportView,
} from '../../../domain/schemas/problem-reports.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  acceptProblemReport,
  declineProblemReport,
  myProblemReports,
  problemReportQueue,
  reportPhoto,
  reportProblem,
} from './problem-reports.service.ts';

const BEARER = [{ bearerAuth: [] }];
const REFUSED = { 401: ApiError, 403: ApiError, 404: ApiError, 422: ApiError };
const MyParams = z.strictObject({ order_id: z.string().min(1).max(40) });
const PhotoBody = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });
/** A 2 MB photo in base64 with its lines and reason. */
const REPORT_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * "Something wasn't right": a customer reports a problem with a delivered order; staff accept it
 * (issuing the credit note) or decline it with a reason the customer reads.
 */
export async function problemReportsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole('admin');

  app.post(
    '/api/myorders/:order_id/problem-reports',
    {
      onRequest: app.authenticate,
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        summary: 'Reports a problem with a delivered order: lines, quantities, reason, optional photo',
        tags: ['orders'],
        security: BEARER,
        params: MyParams,
        body: NewProblemReportBody,
        response: { 201: ProblemReportView, ...REFUSED, 409: ApiError },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await reportProblem(
            app.db,
            currentUser(request).id,
            request.params.order_id,
            request.body,
            app.clock.now(),
          ),
        ),
  );

  app.get(
    '/api/myorders/:order_id/problem-reports',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The problems reported on one of the caller's orders, with what staff decided",
        tags: ['orders'],
        security: BEARER,
        params: MyParams,
        response: { 200: MyProblemReports, ...REFUSED },
      },
    },
    async (request) => myProblemReports(app.db, currentUser(request).id, request.params.order_id),
  );

  app.get(
    '/api/problem-reports/:id/photo',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "A problem report's photo, for the customer who sent it or staff",
        tags: ['orders'],
        security: BEARER,
        params: IdParam,
        response: { 200: PhotoBody, ...REFUSED },
      },
    },
    async (request, reply) => {
      const photo = await reportPhoto(app.db, currentUser(request), request.params.id);
      return reply.type(photo.type).header('cache-control', 'private, no-store').send(photo.bytes);
    },
  );

  app.get(
    '/api/admin/problem-reports',
    {
      onRequest: admin,
      schema: {
        summary: 'The open problem reports, oldest first',
        tags: ['admin'],
        security: BEARER,
        response: { 200: ProblemReportQueue, ...REFUSED },
      },
    },
    async () => problemReportQueue(app.db),
  );

  app.post(
    '/api/admin/problem-reports/:id/accept',
    {
      onRequest: admin,
      schema: {
        summary: 'Accepts a problem report, issuing the credit note for its lines (or those given)',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        body: AcceptProblemReportBody,
        response: { 200: AcceptedProblemReport, ...REFUSED, 409: ApiError },
      },
    },
    async (request) =>
      acceptProblemReport(
        {
          db: app.db,
          clock: app.clock,
          mailer: app.mailer,
          provider: app.paymentProvider,
          config: app.config,
          log: request.log,
        },
        currentUser(request).id,
        request.params.id,
        request.body,
      ),
  );

  app.post(
    '/api/admin/problem-reports/:id/decline',
    {
      onRequest: admin,
      schema: {
        summary: 'Declines a problem report with a reason the customer reads',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        body: DeclineProblemReportBody,
        response: { 200: ProblemReportView, ...REFUSED, 409: ApiError },
      },
    },
    async (request) =>
      declineProblemReport(
        { db: app.db, clock: app.clock, mailer: app.mailer },
        currentUser(request).id,
        request.params.id,
        request.body.reason,
      ),
  );
}
