import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: this migration must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Product pictures uploaded in the back office are kept in the database (so every app process
 * serves them, and a backup holds them), named by the SHA-256 of their bytes. Archiving or
 * un-archiving a product moves the catalogue version, as adding or deleting one does, and on SQLite
 * the name search index holds only products that are not archived, so its counts stay exact.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('uploaded_images')
    .addColumn('id', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  if (isPostgres(db)) {
    await sql
      .raw(
        `create trigger products_archive_catalogue_version after update of archived_at on products
         for each statement execute function bump_catalogue_version()`,
      )
      .execute(db);
    return;
  }
  await sql`create trigger products_archive_catalogue_version after update of archived_at on products
    begin update catalogue_version set version = version + 1 where id = 1; end`.execute(db);
  await sql`drop trigger products_fts_insert`.execute(db);
  await sql`drop trigger products_fts_delete`.execute(db);
  await sql`drop trigger products_fts_update`.execute(db);
  await sql`create trigger products_fts_insert after insert on products when new.archived_at is null begin
      insert into products_fts(rowid, name) values (new.id, new.name);
    end`.execute(db);
  await sql`create trigger products_fts_delete after delete on products when old.archived_at is null begin
      insert into products_fts(products_fts, rowid, name) values ('delete', old.id, old.name);
    end`.execute(db);
  // One trigger, so the old name leaves the index before the new one enters it.
  await sql`create trigger products_fts_update after update of name, archived_at on products begin
      insert into products_fts(products_fts, rowid, name) select 'delete', old.id, old.name where old.archived_at is null;
      insert into products_fts(rowid, name) select new.id, new.name where new.archived_at is null;
    end`.execute(db);
  await sql`insert into products_fts(products_fts, rowid, name)
    select 'delete', id, name from products where archived_at is not null`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists products_archive_catalogue_version on products`.execute(db);
  } else {
    await sql`drop trigger if exists products_archive_catalogue_version`.execute(db);
    await sql`drop trigger if exists products_fts_update`.execute(db);
    await sql`drop trigger if exists products_fts_insert`.execute(db);
    await sql`drop trigger if exists products_fts_delete`.execute(db);
    await sql`create trigger products_fts_insert after insert on products begin
      insert into products_fts(rowid, name) values (new.id, new.name);
    end`.execute(db);
    await sql`create trigger products_fts_delete after delete on products begin
      insert into products_fts(products_fts, rowid, name) values ('delete', old.id, old.name);
    end`.execute(db);
    await sql`create trigger products_fts_update after update of name on products begin
      insert into products_fts(products_fts, rowid, name) values ('delete', old.id, old.name);
      insert into products_fts(rowid, name) values (new.id, new.name);
    end`.execute(db);
    await sql`insert into products_fts(products_fts) values ('rebuild')`.execute(db);
  }
  await db.schema.dropTable('uploaded_images').ifExists().execute();
}
