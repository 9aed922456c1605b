import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../domain/schemas/errors.ts';
import {
  CancelSubscriptionResponse,
  MembershipBody,
  MembershipInvoice,
  MembershipStatusResponse,
  SubscriptionSessionResponse,
} from '../../../domain/schemas/membership.ts';
import { ForbiddenError, UnauthorizedError } from '../../errors.ts';
import { PdfBody, SignedLinkQuery } from '../../invoice-documents/invoice-download-schemas.ts';
import { assertOwnId, currentUser, SIGN_IN_REQUIRED } from '../../plugins/authentication.ts';
import {
  cancelSubscription,
  listMembershipInvoices,
  MEMBERSHIP_INVOICE_LINK_INVALID,
  type MembershipDeps,
  membershipInvoiceDownload,
  membershipStatus,
  startSubscriptionCheckout,
} from './membership.service.ts';

const BEARER = [{ bearerAuth: [] }];
const InvoiceParams = z.strictObject({ invoice_number: z.string().min(1).max(40) });

/** The paid membership (docs/product.md §4.7, §6, §7.1, §9.4): subscribe, unsubscribe, its invoices. */
export async function membershipRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = (): MembershipDeps => ({
    db: app.db,
    clock: app.clock,
    appUrl: app.config.APP_URL,
    provider: app.paymentProvider,
    config: app.config,
  });

  app.post(
    '/api/subscription',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Start a membership: a checkout session for the first month',
        description:
          '£49.99 a month plus VAT, rolling. Answers the session id and the payment page (url) to send the ' +
          'browser to; the user becomes a member only when the provider confirms the payment.',
        tags: ['membership'],
        security: BEARER,
        body: MembershipBody,
        response: {
          200: SubscriptionSessionResponse,
          401: ApiError,
          403: ApiError,
          409: ApiError,
          422: ApiError,
          503: ApiError,
        },
      },
    },
    async (request) => {
      assertOwnId(request, request.body.user_id);
      return startSubscriptionCheckout(deps(), currentUser(request), request.body.email);
    },
  );

  app.post(
    '/api/cancel/subscription',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Unsubscribe: the membership ends with its paid period',
        tags: ['membership'],
        security: BEARER,
        body: MembershipBody,
        response: {
          200: CancelSubscriptionResponse,
          401: ApiError,
          403: ApiError,
          409: ApiError,
          422: ApiError,
        },
      },
    },
    async (request) => {
      assertOwnId(request, request.body.user_id);
      return cancelSubscription(deps(), currentUser(request));
    },
  );

  app.get(
    '/api/membership',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "When the caller's membership next renews",
        description:
          '`renews_at` is the end of the paid month (an ISO 8601 instant), when the next month is charged; ' +
          'null for a non-member and for a membership set to end.',
        tags: ['membership'],
        security: BEARER,
        response: { 200: MembershipStatusResponse, 401: ApiError },
      },
    },
    async (request) => membershipStatus(deps(), currentUser(request)),
  );

  app.get(
    '/api/membership/invoices',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The caller's membership invoices, newest first",
        description: 'Totals in pence; `path` is a download link for the PDF, signed and valid for an hour.',
        tags: ['membership'],
        security: BEARER,
        response: { 200: z.array(MembershipInvoice), 401: ApiError },
      },
    },
    async (request) => listMembershipInvoices(deps(), currentUser(request)),
  );

  app.get(
    '/download/membership-invoice/:invoice_number',
    {
      schema: {
        summary: 'A membership VAT invoice (PDF)',
        description: 'The signed link from GET /api/membership/invoices, or the owner’s bearer token.',
        tags: ['membership'],
        security: [{}, { bearerAuth: [] }],
        params: InvoiceParams,
        querystring: SignedLinkQuery,
        response: { 200: PdfBody, 401: ApiError, 403: ApiError, 404: ApiError, 422: ApiError },
      },
    },
    async (request, reply) => {
      const { expires, signature } = request.query;
      let download: { filename: string; pdf: Buffer };
      if (expires !== undefined || signature !== undefined) {
        if (expires === undefined || !signature) throw new ForbiddenError(MEMBERSHIP_INVOICE_LINK_INVALID);
        download = await membershipInvoiceDownload(deps(), request.params.invoice_number, {
          kind: 'link',
          expires,
          signature,
        });
      } else if (request.headers.authorization) {
        await app.authenticate(request, reply);
        download = await membershipInvoiceDownload(deps(), request.params.invoice_number, {
          kind: 'user',
          user: currentUser(request),
        });
      } else {
        throw new UnauthorizedError(SIGN_IN_REQUIRED);
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${download.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(download.pdf);
    },
  );
}
