import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOrderCreditNotes,
  IssueCreditNoteBody,
  IssuedCreditNote,
  MyCreditNotes,
} from '../../../domain/schemas/credit-notes.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { textId } from '../../../domain/schemas/ids.ts';
import { PdfBody } from '../../invoice-documents/invoice-download-schemas.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  adminCreditNotePdf,
  adminOrderCreditNotes,
  issueCreditNote,
  myCreditNotePdf,
  myCreditNotes,
} from './credit-notes.service.ts';

const BEARER = [{ bearerAuth: [] }];
const REFUSED = { 401: ApiError, 403: ApiError, 404: ApiError, 422: ApiError };
const OrderNumber = z.string().min(1).max(40);
const CreditNoteNumber = z.string().min(1).max(40);
const AdminParams = z.strictObject({ id: textId });
const AdminPdfParams = z.strictObject({ id: textId, number: CreditNoteNumber });
const MyParams = z.strictObject({ order_id: OrderNumber });
const MyPdfParams = z.strictObject({ order_id: OrderNumber, number: CreditNoteNumber });

function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }) {
  return (
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      // As the invoice: Chrome's PDF viewer is an <embed> the shop's object-src 'none' would block.
      .header('content-security-policy', "frame-ancestors 'none'")
      .send(file.pdf)
  );
}

/**
 * Credit notes (docs/credit-notes.md): staff issue them on a delivered order and read them; a
 * customer lists and downloads those of their own orders.
 */
export async function creditNotesRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireRole('admin');
  const deps = () => ({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    provider: app.paymentProvider,
    config: app.config,
  });

  app.get(
    '/api/admin/orders/:id/credit-notes',
    {
      onRequest: admin,
      schema: {
        summary: "An order's credit notes and what is left to credit on each line",
        tags: ['admin'],
        security: BEARER,
        params: AdminParams,
        response: { 200: AdminOrderCreditNotes, ...REFUSED },
      },
    },
    async (request) => adminOrderCreditNotes(app.db, request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/credit-notes',
    {
      onRequest: admin,
      schema: {
        summary: 'Issues a credit note for lines of a delivered order',
        description:
          'Quantities per line are capped at what was ordered less what earlier credit notes credited (409 ' +
          'past it). Figures come from the order’s stored lines. An unpaid pay-later invoice owes less (and is ' +
          'settled if it owes nothing); a paid order is refunded the total, to its card or by staff by hand. ' +
          'The customer is mailed the credit note.',
        tags: ['admin'],
        security: BEARER,
        params: AdminParams,
        body: IssueCreditNoteBody,
        response: { 201: IssuedCreditNote, ...REFUSED, 409: ApiError },
      },
    },
    async (request, reply) => {
      const issued = await issueCreditNote(
        { ...deps(), log: request.log },
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(issued);
    },
  );

  app.get(
    '/api/admin/orders/:id/credit-notes/:number/pdf',
    {
      onRequest: admin,
      schema: {
        summary: 'A credit note as a PDF, for staff',
        tags: ['admin'],
        security: BEARER,
        params: AdminPdfParams,
        response: { 200: PdfBody, ...REFUSED },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await adminCreditNotePdf(deps(), request.params.id, request.params.number)),
  );

  app.get(
    '/api/myorders/:order_id/credit-notes',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The credit notes of one of the caller's orders",
        tags: ['orders'],
        security: BEARER,
        params: MyParams,
        response: { 200: MyCreditNotes, ...REFUSED },
      },
    },
    async (request) => myCreditNotes(app.db, currentUser(request).id, request.params.order_id),
  );

  app.get(
    '/api/myorders/:order_id/credit-notes/:number/pdf',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "One credit note of the caller's own order, as a PDF",
        description: 'Another customer’s order or credit note answers 404, as a missing one does.',
        tags: ['orders'],
        security: BEARER,
        params: MyPdfParams,
        response: { 200: PdfBody, ...REFUSED },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await myCreditNotePdf(
          deps(),
          currentUser(request).id,
          request.params.order_id,
          request.params.number,
        ),
      ),
  );
}
