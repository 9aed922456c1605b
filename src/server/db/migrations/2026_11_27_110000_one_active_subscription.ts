import { type Kysely, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

type ActiveRow = {
  id: number;
  user_id: number;
  current_period_end: string;
  cancel_at_period_end: number;
};

/**
 * At most one active subscription per customer. Two payments that raced used to start two, and
 * the renewal job then charged the one an unsubscribe had not touched. Existing duplicates are
 * settled first: the one paid furthest ahead stays active and the others end; if the customer
 * unsubscribed from any of them, the one that stays ends with its period too, so an unsubscribe
 * is never lost.
 */
export async function up(db: AnyDb): Promise<void> {
  const nowIso = new Date().toISOString();
  const duplicated = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('status', '=', 'active')
    .groupBy('user_id')
    .having(sql`count(*)`, '>', 1)
    .execute();
  for (const { user_id: userId } of duplicated) {
    const active: ActiveRow[] = await db
      .selectFrom('subscriptions')
      .select(['id', 'user_id', 'current_period_end', 'cancel_at_period_end'])
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .orderBy('current_period_end', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const [kept, ...others] = active;
    if (!kept) continue;
    await db
      .updateTable('subscriptions')
      .set({ status: 'ended', updated_at: nowIso })
      .where(
        'id',
        'in',
        others.map((row) => row.id),
      )
      .execute();
    const unsubscribed = active.some((row) => Number(row.cancel_at_period_end) === 1);
    if (!unsubscribed) continue;
    await db
      .updateTable('subscriptions')
      .set({ cancel_at_period_end: 1, updated_at: nowIso })
      .where('id', '=', kept.id)
      .execute();
    await db
      .updateTable('users')
      .set({ subscription_end_at: kept.current_period_end, updated_at: nowIso })
      .where('id', '=', userId)
      .where('subscription_end_at', 'is', null)
      .execute();
  }
  await sql`create unique index subscriptions_one_active_per_user on subscriptions (user_id) where status = 'active'`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop index subscriptions_one_active_per_user`.execute(db);
}
