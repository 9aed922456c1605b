import { customerMayPayByCard } from '../../../domain/order-process.ts';
import type { CheckoutSessionResponse } from '../../../domain/schemas/payment.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';

export const ORDER_NOT_FOUND = 'We could not find that order.';
export const NOT_YOUR_ORDER = 'You can only pay for your own orders.';
export const ALREADY_PAID = 'This order is already paid.';
export const NOT_PAYABLE = 'This order can no longer be paid.';
export const CARD_PAYMENTS_OFF =
  'Card payments are not set up on this shop yet. Please choose Pay Later, or contact us to pay.';

/** How long a payment page (and so a shared payment link) can be paid before a new one is needed. */
export const PAYMENT_SESSION_HOURS = 24;

export type CheckoutDeps = {
  db: Db;
  clock: Clock;
  appUrl: string;
  /** Null when no provider may take cards here (production without Stripe, DESIGN.md). */
  provider: PaymentProvider | null;
};

/**
 * POST /api/checkout: the payment page of one of the caller's unpaid orders. An open session that
 * has not run out is handed back rather than a second made, so a shared link and 'Make payment'
 * lead to the same page; once it has run out, a new one replaces it as the order's payment_url.
 */
export async function startOrderCheckout(
  deps: CheckoutDeps,
  user: UserRow,
  orderNumber: string,
  email: string,
): Promise<CheckoutSessionResponse> {
  if (!deps.provider) throw new AppError(503, CARD_PAYMENTS_OFF);
  const order = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', orderNumber)
    .executeTakeFirst();
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  if (order.user_id !== user.id) throw new ForbiddenError(NOT_YOUR_ORDER);
  if (order.payment_status === 'paid') throw new ConflictError(ALREADY_PAID);
  if (!customerMayPayByCard(order)) throw new ConflictError(NOT_PAYABLE);

  const now = deps.clock.now();
  const open = await deps.db
    .selectFrom('payment_sessions')
    .select(['id', 'url'])
    .where('order_id', '=', order.id)
    .where('kind', '=', 'order')
    .where('status', '=', 'open')
    .where('provider', '=', deps.provider.name)
    .where('amount_pence', '=', order.total_pence)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (open) return { url: open.url, id: open.id };

  const expiresAt = new Date(now.getTime() + PAYMENT_SESSION_HOURS * 3600_000);
  const successUrl = `${deps.appUrl}/order-success/${encodeURIComponent(order.order_id)}`;
  const cancelUrl = `${deps.appUrl}/cancel`;
  const session = await deps.provider.createCheckoutSession({
    kind: 'order',
    amountPence: order.total_pence,
    description: `W1 Wholesale order ${order.order_id}`,
    customerEmail: email,
    reference: order.order_id,
    successUrl,
    cancelUrl,
    expiresAt,
  });
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('payment_sessions')
      .values({
        id: session.id,
        kind: 'order',
        order_id: order.id,
        user_id: user.id,
        amount_pence: order.total_pence,
        status: 'open',
        url: session.url,
        success_url: successUrl,
        cancel_url: cancelUrl,
        created_at: now.toISOString(),
        provider: deps.provider?.name ?? null,
        expires_at: expiresAt.toISOString(),
      })
      .execute();
    await trx
      .updateTable('orders')
      .set({ payment_url: session.url, updated_at: now.toISOString() })
      .where('id', '=', order.id)
      .execute();
  });
  return session;
}
