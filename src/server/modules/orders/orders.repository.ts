import type { Insertable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import { type Db, isPostgres } from '../../db/database.ts';
import { isStorableId } from '../../db/ids.ts';
import type { OrderItemRow, OrderItemsTable, OrderRow, OrdersTable } from '../../db/schema.ts';
import { overdueInvoiceWhere } from '../account-ledger/account-ledger.public.ts';

export type { OrderItemRow, OrderRow };

/** The user's orders, newest first (the id breaks ties between orders of the same instant). */
export async function listOrdersOfUser(db: Db, userId: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Every item of the user's orders in one query, in the order they were added. */
export async function listOrderItemsOfUser(db: Db, userId: number): Promise<OrderItemRow[]> {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .selectAll('order_items')
    .where('orders.user_id', '=', userId)
    .orderBy('order_items.id')
    .execute();
}

export type OrderedProduct = {
  id: number;
  name: string;
  price_pence: number;
  member_price_pence: number;
  /** Units in stock, or null: untracked. */
  stock: number | null;
  vat_rate: number;
};

/**
 * The products an order names, with the prices it is charged at; ids that do not exist (or could
 * not be a row id at all) are absent.
 */
export async function findProductsForOrder(db: Db, ids: readonly number[]): Promise<OrderedProduct[]> {
  const storable = ids.filter(isStorableId);
  if (storable.length === 0) return [];
  return productsForOrder(db, storable);
}

// Read by every placed order: compiled once (per number of lines) and prepared once per PostgreSQL
// connection (decision 0131). Its columns are named: a prepared `*` fails once a migration adds one.
const productsForOrder = compiledOnce((db: Db, ids: readonly number[]) =>
  db
    .selectFrom('products')
    .select(['id', 'name', 'price_pence', 'member_price_pence', 'stock', 'vat_rate'])
    .where('id', 'in', ids)
    .where('archived_at', 'is', null),
);

/** The order a submission with this Idempotency-Key placed for the user, if there is one. */
export async function findOrderByIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
): Promise<OrderRow | undefined> {
  const [first] = await orderIdByIdempotencyKey(db, userId, key);
  if (!first) return undefined;
  return db.selectFrom('orders').selectAll().where('id', '=', first.id).executeTakeFirst();
}

// Asked before every order is placed and nearly always finding nothing: prepared once per
// PostgreSQL connection (decision 0209), its one column named (a prepared `*` fails once a
// migration adds a column); the rare repeat reads the whole order after.
const orderIdByIdempotencyKey = compiledOnce((db: Db, userId: number, key: string) =>
  db.selectFrom('orders').select('id').where('user_id', '=', userId).where('idempotency_key', '=', key),
);

export async function insertOrder(db: Db, values: Insertable<OrdersTable>): Promise<OrderRow> {
  return db.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertOrderItems(
  db: Db,
  orderRowId: number,
  items: Omit<Insertable<OrderItemsTable>, 'order_id'>[],
): Promise<OrderItemRow[]> {
  return db
    .insertInto('order_items')
    .values(items.map((item) => ({ ...item, order_id: orderRowId })))
    .returningAll()
    .execute();
}

/**
 * Holds the customer's row until the order's transaction ends (on PostgreSQL; SQLite writes one
 * transaction at a time): an account deletion locks the same row, so it either waits for the order
 * and then anonymises it, or goes first and this finds no customer. False when the account is gone.
 */
export async function lockCustomer(db: Db, userId: number): Promise<boolean> {
  return (await lockCustomerQuery(db, userId).executeTakeFirst()) !== undefined;
}

/** lockCustomer's statement: the customer's id, its row held on PostgreSQL. */
export function lockCustomerQuery(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .$if(isPostgres(db), (query) => query.forNoKeyUpdate());
}

/**
 * Adds `totalPence` to the user's pay-later credit only if the account is approved and the credit
 * stays within its limit, checked by the database in the same statement: of any number of
 * concurrent orders, only those that fit are counted (PostgreSQL re-checks the condition on the
 * row once an earlier update commits; SQLite runs one write at a time). With `refuseOverdue` (a new
 * order) also only if the account has no overdue invoice, so placing asks no question of its own
 * for that (decision 0209). False when nothing changed.
 */
export async function takePayLaterCredit(
  db: Db,
  userId: number,
  totalPence: number,
  nowIso: string,
  options: CreditTaking,
): Promise<boolean> {
  const result = await takePayLaterCreditQuery(db, userId, totalPence, nowIso, options).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether taking credit is refused while the account has an overdue invoice (a new order) or not (an amendment). */
export type CreditTaking = { refuseOverdue: boolean };

/** takePayLaterCredit's statement: the customer's id when the credit was taken, nothing otherwise. */
export function takePayLaterCreditQuery(
  db: Db,
  userId: number,
  totalPence: number,
  nowIso: string,
  { refuseOverdue }: CreditTaking,
) {
  return db
    .updateTable('users')
    .set((eb) => ({ pay_later_credit: eb('pay_later_credit', '+', totalPence), updated_at: nowIso }))
    .where('id', '=', userId)
    .where('pay_later', '=', 1)
    .where((eb) => eb(eb('pay_later_credit', '+', totalPence), '<=', eb.ref('pay_later_credit_limit')))
    .$if(refuseOverdue, (query) =>
      query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('orders')
              .select('orders.id')
              .where('orders.user_id', '=', userId)
              .where((eb) => overdueInvoiceWhere(eb, nowIso)),
          ),
        ),
      ),
    );
}

export async function findPayLaterAccount(
  db: Db,
  userId: number,
): Promise<{ pay_later: number; pay_later_credit: number; pay_later_credit_limit: number } | undefined> {
  return db
    .selectFrom('users')
    .select(['pay_later', 'pay_later_credit', 'pay_later_credit_limit'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
