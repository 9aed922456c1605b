import type { Db } from '../../db/database.ts';
import type { PaymentProviderName } from '../../payments/payment-provider.ts';

/** The order a saved card is to pay, as its charge reads it. */
export async function findOrderToCharge(trx: Db, orderRowId: number) {
  return trx
    .selectFrom('orders')
    .select(['id', 'order_id', 'user_id', 'status', 'payment_status', 'payment_method', 'total_pence'])
    .where('id', '=', orderRowId)
    .executeTakeFirst();
}

/**
 * Claims an order's saved-card charge by storing its session (decision 0195), or answers false when
 * it was stored already: the session's id is the order's own, so whichever caller stores it first
 * charges, and no other ever does. The session was never a page: it is stored closed, and becomes
 * complete when its payment is applied.
 */
export async function claimSavedCardCharge(
  trx: Db,
  charge: {
    sessionId: string;
    orderRowId: number;
    userId: number;
    amountPence: number;
    provider: PaymentProviderName;
    orderPageUrl: string;
    nowIso: string;
  },
): Promise<boolean> {
  const stored = await trx
    .insertInto('payment_sessions')
    .values({
      id: charge.sessionId,
      kind: 'order',
      order_id: charge.orderRowId,
      user_id: charge.userId,
      amount_pence: charge.amountPence,
      status: 'expired',
      url: charge.orderPageUrl,
      success_url: charge.orderPageUrl,
      cancel_url: charge.orderPageUrl,
      created_at: charge.nowIso,
      provider: charge.provider,
      expires_at: charge.nowIso,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return stored !== undefined;
}
