import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminDashboard,
  AdminOrderDetail,
  AdminOrdersPage,
  AdminOrdersQuery,
  AdminRefund,
  CancelOrderBody,
  DeliveryRun,
  DeliveryRunQuery,
  FulfilmentMoveBody,
  OrderStatusBody,
  RecordOrderPaymentBody,
  SubstituteCandidates,
  SubstitutedLine,
  SubstituteLineBody,
} from '../../../domain/schemas/admin-orders.ts';
import { ApiError } from '../../../domain/schemas/errors.ts';
import { IdParam } from '../../../domain/schemas/ids.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  type AdminContext,
  adminOrderDetail,
  cancelAdminOrder,
  changeOrderStatus,
  listAdminOrders,
  retryRefund,
  settleRefundByHand,
} from './admin-orders.service.ts';
import { adminDashboard } from './dashboard.service.ts';
import { drawDeliveryRun } from './delivery-run-pdf.ts';
import { deliveryRun, deliveryRunCsv, runFileName } from './delivery-runs.service.ts';
import { listSubstitutes, substituteLine } from './line-substitutes.service.ts';
import { moveFulfilment } from './order-fulfilment.service.ts';
import { recordOrderPayment } from './order-payment.service.ts';

const BEARER = [{ bearerAuth: [] }];
const REFUSED = { 401: ApiError, 403: ApiError, 422: ApiError };
const PdfBody = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });
const CsvBody = z.string().meta({ type: 'string', format: 'binary' });

/**
 * The back office's order desk (issue 13): dashboard, orders, status moves and cancellations,
 * and the delivery runs. Every route is for admins only; the hook runs before the body is read.
 */
export async function adminOrdersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireRole('admin'));

  const context = (request: FastifyRequest): AdminContext => ({
    db: app.db,
    mailer: app.mailer,
    config: app.config,
    provider: app.paymentProvider,
    log: request.log,
    clock: app.clock,
    actorId: currentUser(request).id,
    now: app.clock.now(),
  });

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        summary: 'Orders by slot for each order day, this week’s takings, overdue credit, new customers',
        description: 'Days and weeks are London ones; money in pence.',
        tags: ['admin'],
        security: BEARER,
        response: { 200: AdminDashboard, ...REFUSED },
      },
    },
    async () => adminDashboard(app.db, app.clock.now()),
  );

  app.get(
    '/api/admin/orders',
    {
      schema: {
        summary: 'Orders, newest first, filtered and paged on the server',
        description:
          'Filters: status, payment_status, day (delivery day, YYYY-MM-DD), slot (morning, afternoon, evening, ' +
          'night, or by_midnight for same-day orders); q searches the order number, venue, contact name and email.',
        tags: ['admin'],
        security: BEARER,
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrdersPage, ...REFUSED },
      },
    },
    async (request) => listAdminOrders(app.db, request.query),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      schema: {
        summary: 'One order with its lines, customer, audit history and the moves open to it',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        response: { 200: AdminOrderDetail, ...REFUSED, 404: ApiError },
      },
    },
    async (request) => adminOrderDetail(app.db, request.params.id, app.clock.now()),
  );

  app.post(
    '/api/admin/orders/:id/status',
    {
      schema: {
        summary: 'Moves an order along the order process',
        description:
          'The transition table decides: a move it does not allow answers 409 with its reason and changes ' +
          'nothing. Cancelling needs a reason (the cancel route). The customer is mailed.',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        body: OrderStatusBody,
        response: { 200: AdminOrderDetail, ...REFUSED, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => changeOrderStatus(context(request), request.params.id, request.body.status),
  );

  app.post(
    '/api/admin/orders/:id/fulfilment',
    {
      schema: {
        summary: 'Records a delivery step of an order',
        description:
          'Delivery is kept apart from payment: an unpaid pay-later order can be delivered (it still reads ' +
          'outstanding until paid). A step the moves table does not allow answers 409 with its reason.',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        body: FulfilmentMoveBody,
        response: { 200: AdminOrderDetail, ...REFUSED, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => moveFulfilment(context(request), request.params.id, request.body.move),
  );

  app.post(
    '/api/admin/orders/:id/cancel',
    {
      schema: {
        summary: 'Cancels an order not yet delivered, with a reason',
        description:
          "An unpaid pay-later order's credit is released in the same transaction; a paid order is refunded " +
          '(to the card after commit, or listed for staff to refund by hand when paid by bank transfer or ' +
          'phone). The customer is mailed the reason and the refund. A delivered or cancelled order answers 409.',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        body: CancelOrderBody,
        response: { 200: AdminOrderDetail, ...REFUSED, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => cancelAdminOrder(context(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/orders/:id/payment',
    {
      schema: {
        summary: 'Records an order paid by bank transfer or card over the phone',
        description:
          'The order becomes paid (its invoice numbered, open payment pages closed), audited; the customer ' +
          'is mailed. An order already paid or cancelled answers 409 and changes nothing.',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        body: RecordOrderPaymentBody,
        response: { 200: AdminOrderDetail, ...REFUSED, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => recordOrderPayment(context(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/refunds/:id/refunded-by-hand',
    {
      schema: {
        summary: 'Records that staff refunded by hand a payment the provider would not refund',
        description:
          'For a refund that failed or was never confirmed; one already made answers 409. Audited.',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        response: { 200: AdminRefund, ...REFUSED, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => settleRefundByHand(context(request), request.params.id),
  );

  app.post(
    '/api/admin/refunds/:id/retry',
    {
      schema: {
        summary: 'Asks the card provider again for a refund it refused',
        description:
          'For a refund the provider refused: it is asked again once, even when two staff press at once ' +
          '(the other answers 409). Answers the refund as it then is: refunded, or refused again with the ' +
          "provider's new reason. Audited.",
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        response: { 200: AdminRefund, ...REFUSED, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => retryRefund(context(request), request.params.id),
  );

  app.get(
    '/api/admin/order-items/:id/substitutes',
    {
      schema: {
        summary: 'The products staff may send instead of a short order line’s',
        description:
          'Only for a line short of stock whose venue allows a substitute, of an order still to go out ' +
          '(decision 0188): listed products of the same category, the same pack or one within a quarter ' +
          'of it, no allergen the original lacks, and enough in stock for the units short. A line that ' +
          'does not allow one or is not short is 422; a delivered, cancelled or already substituted one 409.',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        response: { 200: SubstituteCandidates, ...REFUSED, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => listSubstitutes(app.db, request.params.id),
  );

  app.post(
    '/api/admin/order-items/:id/substitute',
    {
      schema: {
        summary: 'Sends a substitute for a short order line',
        description:
          'The product must be one GET …/substitutes offers now. The line records the substitute ' +
          '(product, title, pack) beside its original and keeps its price: no money moves. The ' +
          'substitute’s stock is taken, the change audited and the venue mailed "X was substituted for Y".',
        tags: ['admin'],
        security: BEARER,
        params: IdParam,
        body: SubstituteLineBody,
        response: { 200: SubstitutedLine, ...REFUSED, 404: ApiError, 409: ApiError },
      },
    },
    async (request) =>
      substituteLine(
        { db: app.db, mailer: app.mailer, actorId: currentUser(request).id, now: app.clock.now() },
        request.params.id,
        request.body.product_id,
      ),
  );

  app.get(
    '/api/admin/delivery-runs',
    {
      schema: {
        summary: 'The picking and drop lists of a delivery day, one slot or all',
        description:
          'Only orders that go out: processing, outstanding (pay-later) and completed. Unpaid card orders ' +
          'and cancelled ones are left off.',
        tags: ['admin'],
        security: BEARER,
        querystring: DeliveryRunQuery,
        response: { 200: DeliveryRun, ...REFUSED },
      },
    },
    async (request) => deliveryRun(app.db, request.query.day, request.query.slot),
  );

  app.get(
    '/api/admin/delivery-runs.pdf',
    {
      schema: {
        summary: 'The delivery run as a printable PDF',
        tags: ['admin'],
        security: BEARER,
        querystring: DeliveryRunQuery,
        response: { 200: PdfBody, ...REFUSED },
      },
    },
    async (request, reply) => {
      const run = await deliveryRun(app.db, request.query.day, request.query.slot);
      const pdf = await drawDeliveryRun(run, app.clock.now());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${runFileName(run, 'pdf')}"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/admin/delivery-runs.csv',
    {
      schema: {
        summary: 'The delivery run as a CSV download',
        tags: ['admin'],
        security: BEARER,
        querystring: DeliveryRunQuery,
        response: { 200: CsvBody, ...REFUSED },
      },
    },
    async (request, reply) => {
      const run = await deliveryRun(app.db, request.query.day, request.query.slot);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${runFileName(run, 'csv')}"`)
        .send(deliveryRunCsv(run));
    },
  );
}
