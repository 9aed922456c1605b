import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

type Pack = { count: number; size: number; unit: 'g' | 'kg' | 'ml' | 'l' | 'item' };

/** The pack a name states ("Gin 70cl", "Flour 5kg", "Tonic 24 x 200ml", "Eggs x 180"), as of this migration. */
function packFromName(name: string): Pack | null {
  const measure = /(?:(\d+)\s*x\s*)?(\d+(?:\.\d+)?)\s*(kg|g|ml|cl|ltr|litres?|l)\b/i.exec(name);
  if (measure) {
    const count = measure[1] ? Number(measure[1]) : 1;
    const amount = Number(measure[2]);
    const unit = measure[3]?.toLowerCase() ?? '';
    if (unit === 'cl') return { count, size: Math.round(amount * 10), unit: 'ml' };
    const normalised = unit === 'kg' ? 'kg' : unit === 'g' ? 'g' : unit === 'ml' ? 'ml' : 'l';
    if (Number.isInteger(amount)) return { count, size: amount, unit: normalised };
    if (normalised === 'kg' || normalised === 'l') {
      return { count, size: Math.round(amount * 1000), unit: normalised === 'kg' ? 'g' : 'ml' };
    }
    return { count, size: Math.round(amount), unit: normalised };
  }
  const items = /\bx\s*(\d+)\b|\b(\d+)\s*(?:pack|pk|items|pieces|pcs)\b/i.exec(name);
  const count = Number(items?.[1] ?? items?.[2] ?? 0);
  return count > 0 ? { count, size: 1, unit: 'item' } : null;
}

/**
 * Product facts a chef needs before ordering: allergens, the pack, an order code.
 *
 * Allergens are three bitmasks (bit n = the nth of the 14 UK allergens): contains, may contain and
 * free from; an allergen in none is not yet declared, which is what every existing product starts
 * as. A 'free from' filter is then `(allergens_free & mask) = mask` on one integer column of the
 * row, the same on both databases, and the listing's covering indexes are not widened.
 *
 * Packs default to one item; where a name states a pack, it is read from the name. Order codes are
 * W and the id in at least five digits; products added later get theirs in the same transaction.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('allergens_contains', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('allergens_may_contain', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('allergens_free', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('pack_count', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('pack_size', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('pack_unit', 'text', (col) => col.notNull().defaultTo('item'))
    .execute();
  await db.schema.alterTable('products').addColumn('order_code', 'text').execute();

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await (postgres
    ? sql`update products set order_code = 'W' || lpad(id::text, greatest(5, length(id::text)), '0')`
    : sql`update products set order_code = 'W' || case when id < 100000 then substr('00000' || id, -5) else id end`
  ).execute(db);
  await db.schema.createIndex('products_order_code').unique().on('products').column('order_code').execute();

  const named = await db.selectFrom('products').select(['id', 'name']).execute();
  for (const row of named as Array<{ id: number; name: string }>) {
    const pack = packFromName(row.name);
    if (!pack) continue;
    await db
      .updateTable('products')
      .set({ pack_count: pack.count, pack_size: pack.size, pack_unit: pack.unit })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('products_order_code').execute();
  for (const column of [
    'order_code',
    'pack_unit',
    'pack_size',
    'pack_count',
    'allergens_free',
    'allergens_may_contain',
    'allergens_contains',
  ]) {
    await db.schema.alterTable('products').dropColumn(column).execute();
  }
}
