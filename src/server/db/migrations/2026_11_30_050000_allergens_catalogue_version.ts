import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

/**
 * A change to what a product is declared free from moves the catalogue version too: the catalogue
 * order held in memory per version now answers the 'free from' filter (decision 0180), so an
 * allergen edit must be seen by the next list in every process, as a renamed product already is.
 */
export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create trigger products_allergens_catalogue_version after update of allergens_free on products
      for each statement execute function bump_catalogue_version()`.execute(db);
    return;
  }
  await sql`create trigger products_allergens_catalogue_version after update of allergens_free on products
    begin update catalogue_version set version = version + 1 where id = 1; end`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger products_allergens_catalogue_version on products`.execute(db);
    return;
  }
  await sql`drop trigger products_allergens_catalogue_version`.execute(db);
}
