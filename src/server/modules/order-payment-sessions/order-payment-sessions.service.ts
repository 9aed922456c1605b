import { customerMayPayByCard } from '../../../domain/order-process.ts';
import type { CheckoutSessionResponse } from '../../../domain/schemas/payment.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { CARD_PAYMENTS_OFF, type PaymentProvider } from '../../payments/payment-provider.ts';
import { type Logger, reuseOrOpenSession } from '../../payments/payment-sessions.ts';
import { amountToPayPence } from '../account-ledger/account-ledger.public.ts';
import {
  findOrderByNumber,
  recordCardPaymentMethod,
  storePaymentUrlWhilePayable,
} from './order-payment-sessions.repository.ts';

export const ORDER_NOT_FOUND = 'We could not find that order.';
export const NOT_YOUR_ORDER = 'You can only pay for your own orders.';
export const ALREADY_PAID = 'This order is already paid.';
export const NOT_PAYABLE = 'This order can no longer be paid.';

export type CheckoutDeps = {
  db: Db;
  clock: Clock;
  appUrl: string;
  /** Null when no provider may take cards here (production without Stripe, docs/product.md §11.1). */
  provider: PaymentProvider | null;
  log?: Logger;
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
  method?: 'card' | 'link',
): Promise<CheckoutSessionResponse> {
  if (!deps.provider) throw new AppError(503, CARD_PAYMENTS_OFF);
  const order = await findOrderByNumber(deps.db, orderNumber);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  if (order.user_id !== user.id) throw new ForbiddenError(NOT_YOUR_ORDER);
  if (order.payment_status === 'paid') throw new ConflictError(ALREADY_PAID);
  if (!customerMayPayByCard(order)) throw new ConflictError(NOT_PAYABLE);

  const session = await reuseOrOpenSession(
    { db: deps.db, clock: deps.clock, provider: deps.provider, log: deps.log },
    {
      kind: 'order',
      orderRowId: order.id,
      userId: user.id,
      amountPence: await amountToPayPence(deps.db, order),
      description: `W1 Wholesale order ${order.order_id}`,
      customerEmail: email,
      reference: order.order_id,
      successUrl: `${deps.appUrl}/order-success/${encodeURIComponent(order.order_id)}`,
      cancelUrl: `${deps.appUrl}/cancel`,
    },
    async (trx, made) => {
      // Still payable as the session is stored: a cancel or a payment committed since the check
      // above makes this change no row, and the new session is dropped (and expired at the provider).
      const stored = await storePaymentUrlWhilePayable(
        trx,
        order.id,
        made.url,
        deps.clock.now().toISOString(),
      );
      if (!stored) throw new ConflictError(NOT_PAYABLE);
    },
  );
  // How the customer chose to pay is kept on the order ('link' when they share the page); a
  // pay-later invoice paid by card stays a pay-later order.
  if (method && order.payment_method !== 'pay_later' && order.payment_method !== method) {
    await recordCardPaymentMethod(deps.db, order.id, method);
  }
  return { url: session.url, id: session.id };
}
