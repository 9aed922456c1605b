import type { Kysely } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * Staff approve a seller's account and each product a seller adds before it shows in the shop.
 * Everything already there stays as it is: existing accounts and products count as approved. A
 * product waiting for approval is kept out of the shop the way an archived one is (archived_at
 * set), so the catalogue's lists, indexes and search need no new condition.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('approval', 'text', (c) => c.notNull().defaultTo('approved'))
    .execute();
  await db.schema.alterTable('products').addColumn('approval_note', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('seller_approval', 'text', (c) => c.notNull().defaultTo('approved'))
    .execute();
  await db.schema.alterTable('users').addColumn('seller_approval_note', 'text').execute();
  // The approval queue reads the few products waiting among many approved ones.
  await db.schema.createIndex('products_approval').on('products').column('approval').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('products_approval').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('seller_approval_note').execute();
  await db.schema.alterTable('users').dropColumn('seller_approval').execute();
  await db.schema.alterTable('products').dropColumn('approval_note').execute();
  await db.schema.alterTable('products').dropColumn('approval').execute();
}
