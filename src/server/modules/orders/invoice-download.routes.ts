import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { ForbiddenError, UnauthorizedError } from '../../errors.ts';
import { PdfBody, SignedLinkQuery } from '../../invoice-documents/invoice-download-schemas.ts';
import { currentUser, SIGN_IN_REQUIRED } from '../../plugins/authentication.ts';
import {
  INVOICE_LINK_INVALID,
  type InvoicePdf,
  type InvoiceRequester,
  orderInvoicePdf,
  replacedInvoicePdf,
} from './invoice-download.service.ts';

const InvoiceParams = z.strictObject({ order_id: z.string().min(1).max(40) });
const ReplacedInvoiceParams = z.strictObject({
  order_id: z.string().min(1).max(40),
  invoice_number: z.string().min(1).max(40),
});

/**
 * The order's VAT invoice. The orders page opens it in a new tab, where no bearer header can go, so
 * Order.invoice_url carries a signed link valid for an hour (docs/decisions/0040-invoice-downloads-travel-as-signed-links-valid-for.md). API clients may
 * send their bearer token instead (the owner, or an admin).
 */
export async function invoiceDownloadRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  /** The holder of a signed link (both parts), or the bearer token's user. */
  const requesterOf = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { expires, signature }: { expires?: number; signature?: string },
  ): Promise<InvoiceRequester> => {
    const now = app.clock.now();
    if (expires !== undefined || signature !== undefined) {
      if (expires === undefined || !signature) throw new ForbiddenError(INVOICE_LINK_INVALID);
      return { kind: 'link', expires, signature, now };
    }
    if (request.headers.authorization) {
      await app.authenticate(request, reply);
      return { kind: 'user', user: currentUser(request), now };
    }
    throw new UnauthorizedError(SIGN_IN_REQUIRED);
  };

  const sendPdf = (reply: FastifyReply, { filename, pdf }: InvoicePdf) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      // Chrome shows PDFs through an internal <embed>, which the shop's object-src 'none' would
      // block (crbug.com/271452); the PDF runs no shop script, so it only keeps frame-ancestors.
      .header('content-security-policy', "frame-ancestors 'none'")
      .send(pdf);

  app.get(
    '/download/invoice/:order_id',
    {
      schema: {
        summary: "An order's VAT invoice (PDF)",
        description:
          'Either the signed link of Order.invoice_url (expires, signature; valid 1 hour) or a bearer token of ' +
          'the owner or an admin. Answers application/pdf inline, or 403 for a bad or expired link, 404 when ' +
          'the order has no invoice.',
        tags: ['orders'],
        security: [{}, { bearerAuth: [] }],
        params: InvoiceParams,
        querystring: SignedLinkQuery,
        response: { 200: PdfBody, 401: ApiError, 403: ApiError, 404: ApiError, 422: ApiError },
      },
    },
    async (request, reply) => {
      const requester = await requesterOf(request, reply, request.query);
      return sendPdf(reply, await orderInvoicePdf(app, request.params.order_id, requester));
    },
  );

  app.get(
    '/download/invoice/:order_id/replaced/:invoice_number',
    {
      schema: {
        summary: 'An invoice a change to the order cancelled and replaced (PDF)',
        description:
          'Decision 0184: the first invoice of an amended order, drawn as it was printed. Either the signed link of ' +
          'Order.replaced_invoices[].url (valid 1 hour) or a bearer token of the owner or an admin. Answers ' +
          "application/pdf inline, 403 for a bad or expired link, 404 when the order has no such replaced invoice (or is another customer's).",
        tags: ['orders'],
        security: [{}, { bearerAuth: [] }],
        params: ReplacedInvoiceParams,
        querystring: SignedLinkQuery,
        response: { 200: PdfBody, 401: ApiError, 403: ApiError, 404: ApiError, 422: ApiError },
      },
    },
    async (request, reply) => {
      const requester = await requesterOf(request, reply, request.query);
      const { order_id, invoice_number } = request.params;
      return sendPdf(reply, await replacedInvoicePdf(app, order_id, invoice_number, requester));
    },
  );
}
