import type { Selectable } from 'kysely';
import { REFUND_REASON_TEXT, REFUND_STATUSES_NEEDING_STAFF } from '../../../domain/refunds.ts';
import type { AdminRefund, DashboardRefund } from '../../../domain/schemas/admin-orders.ts';
import type { Db } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import type { PaymentRefundsTable } from '../../db/schema.ts';

/** A refund still unconfirmed after this long is stuck (the process stopped mid-way): staff look. */
export const REFUND_STUCK_MINUTES = 15;
const DASHBOARD_REFUNDS = 10;

type RefundRow = Selectable<PaymentRefundsTable>;
/** A refund with the name of whoever marked it paid back by hand. */
type NamedRefundRow = RefundRow & { refunded_by_name: string | null };

export function toAdminRefund(row: NamedRefundRow): AdminRefund {
  return {
    id: row.id,
    amount_pence: Number(row.amount_pence),
    reason: row.reason,
    reason_text: REFUND_REASON_TEXT[row.reason],
    status: row.status,
    provider: row.provider,
    provider_refund_id: row.provider_refund_id,
    failure: row.failure,
    refunded_by_name: row.refunded_by_name,
    refunded_at: row.refunded_at,
    created_at: row.created_at,
  };
}

/** Refunds with who marked each paid back by hand. */
function namedRefunds(db: Db) {
  return db
    .selectFrom('payment_refunds')
    .leftJoin('users as refunder', 'refunder.id', 'payment_refunds.refunded_by')
    .selectAll('payment_refunds')
    .select('refunder.name as refunded_by_name');
}

/** The order's automatic refunds, newest first. */
export async function listOrderRefunds(db: Db, orderRowId: number): Promise<AdminRefund[]> {
  const rows = await namedRefunds(db)
    .where('payment_refunds.order_id', '=', orderRowId)
    .orderBy('payment_refunds.created_at', 'desc')
    .orderBy('payment_refunds.id', 'desc')
    .execute();
  return rows.map(toAdminRefund);
}

function dashboardRefunds(db: Db) {
  return namedRefunds(db)
    .leftJoin('orders', 'orders.id', 'payment_refunds.order_id')
    .leftJoin('users', 'users.id', 'payment_refunds.user_id')
    .select(['orders.order_id as order_number', 'orders.email as order_email', 'users.email as user_email'])
    .orderBy('payment_refunds.created_at', 'desc')
    .orderBy('payment_refunds.id', 'desc');
}

type DashboardRow = NamedRefundRow & {
  order_number: string | null;
  order_email: string | null;
  user_email: string | null;
};

function toDashboardRefund(row: DashboardRow): DashboardRefund {
  return {
    ...toAdminRefund(row),
    order:
      row.order_id !== null && row.order_number !== null
        ? { id: row.order_id, order_id: row.order_number }
        : null,
    customer_email: row.order_email ?? row.user_email,
  };
}

/**
 * Marks a refund staff owe (one to pay by hand, or one a provider refused or never confirmed) as
 * paid back by hand by `actorId` at `nowIso`, by one conditional update: answers the refund as it
 * now is, or undefined when it needs no one (or does not exist).
 */
export async function markRefundedByHand(
  db: Db,
  id: number,
  actorId: number,
  nowIso: string,
): Promise<RefundRow | undefined> {
  if (!isStorableId(id)) return undefined;
  return db
    .updateTable('payment_refunds')
    .set({ status: 'manual', refunded_by: actorId, refunded_at: nowIso, updated_at: nowIso })
    .where('id', '=', id)
    .where('status', 'in', REFUND_STATUSES_NEEDING_STAFF)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Takes a refund the provider refused back to `pending` to ask the provider again, by one update
 * conditional on it being refused still: of two staff retrying at once one gets the refund and the
 * other undefined (PostgreSQL re-checks the condition once the first commits; SQLite writes one
 * transaction at a time). Answers the refund as it was refused, with the refusal's time.
 */
export async function claimRefusedRefund(db: Db, id: number, nowIso: string): Promise<RefundRow | undefined> {
  if (!isStorableId(id)) return undefined;
  const refused = await db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'failed')
    // Only a refund asked of a provider (through a payment page's session) can be asked again.
    .where('session_id', 'is not', null)
    .executeTakeFirst();
  if (!refused) return undefined;
  const claimed = await db
    .updateTable('payment_refunds')
    .set({ status: 'pending', updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n ? refused : undefined;
}

export async function findRefund(db: Db, id: number): Promise<AdminRefund | undefined> {
  if (!isStorableId(id)) return undefined;
  const row = await namedRefunds(db).where('payment_refunds.id', '=', id).executeTakeFirst();
  return row && toAdminRefund(row);
}

/** The latest automatic refunds, and all those refused, stuck or to be paid back by hand, for the dashboard. */
export async function refundsForDashboard(
  db: Db,
  now: Date,
): Promise<{ recent: DashboardRefund[]; needing_attention: DashboardRefund[] }> {
  const stuckBefore = new Date(now.getTime() - REFUND_STUCK_MINUTES * 60_000).toISOString();
  const [recent, attention] = await Promise.all([
    dashboardRefunds(db).limit(DASHBOARD_REFUNDS).execute(),
    // Every refund staff still owe, not just the latest: one left off would never be paid back.
    dashboardRefunds(db)
      .where((eb) =>
        eb.or([
          eb('payment_refunds.status', 'in', ['failed', 'by_hand']),
          eb.and([
            eb('payment_refunds.status', '=', 'pending'),
            eb('payment_refunds.created_at', '<', stuckBefore),
          ]),
        ]),
      )
      .execute(),
  ]);
  return { recent: recent.map(toDashboardRefund), needing_attention: attention.map(toDashboardRefund) };
}
