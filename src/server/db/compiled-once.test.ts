import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { compiledOnce, compiledPerShape } from './compiled-once.ts';
import { createDb, type Db, isPostgres } from './database.ts';
import { migrateToLatest } from './migrate.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  db = createDb(database.url);
  await migrateToLatest(db);
  await db
    .insertInto('categories')
    .values([
      { id: 1, name: 'Drinks', slug: 'drinks', image: '', favourite: 0, parent_id: null, position: 1 },
      { id: 2, name: 'Bakery', slug: 'bakery', image: '', favourite: 1, parent_id: null, position: 2 },
      { id: 3, name: 'Juice', slug: 'juice', image: '', favourite: 0, parent_id: 1, position: 3 },
    ])
    .execute();
});

afterAll(async () => {
  await db.destroy();
  await drop();
});

describe('compiledOnce', () => {
  it('answers every call with its own arguments, beside the constants of the query', async () => {
    let builds = 0;
    const categoriesIn = compiledOnce((db: Db, ids: readonly number[], favourite: number) => {
      builds++;
      return db
        .selectFrom('categories')
        .select(['id', 'slug'])
        .where('id', 'in', ids)
        .where('favourite', '=', favourite)
        .where('slug', '!=', 'never-a-slug')
        .orderBy('id');
    });

    expect(await categoriesIn(db, [1, 3], 0)).toEqual([
      { id: 1, slug: 'drinks' },
      { id: 3, slug: 'juice' },
    ]);
    expect(await categoriesIn(db, [2, 3], 0)).toEqual([{ id: 3, slug: 'juice' }]);
    expect(await categoriesIn(db, [1, 2], 1)).toEqual([{ id: 2, slug: 'bakery' }]);
    expect(builds).toBe(1);

    // A list of another length is another shape: built once more, then reused.
    expect(await categoriesIn(db, [1, 2, 3], 0)).toEqual([
      { id: 1, slug: 'drinks' },
      { id: 3, slug: 'juice' },
    ]);
    expect(await categoriesIn(db, [3, 2, 1], 1)).toEqual([{ id: 2, slug: 'bakery' }]);
    expect(builds).toBe(2);
  });

  it('runs inside a transaction and sees its uncommitted writes', async () => {
    const categoryBySlug = compiledOnce((db: Db, slug: string) =>
      db.selectFrom('categories').select('name').where('slug', '=', slug),
    );
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('categories').set({ name: 'Soft drinks' }).where('id', '=', 1).execute();
        expect(await categoryBySlug(trx, 'drinks')).toEqual([{ name: 'Soft drinks' }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await categoryBySlug(db, 'drinks')).toEqual([{ name: 'Drinks' }]);
  });

  it('is prepared by name on PostgreSQL, so each connection parses and plans it once', async (context) => {
    if (!isPostgres(db)) return context.skip();
    const categoryById = compiledOnce((db: Db, id: number) =>
      db.selectFrom('categories').select(['id', 'name']).where('id', '=', id),
    );
    // One connection for all of it: the view lists the statements of its own session only.
    await db.connection().execute(async (connection) => {
      for (const id of [1, 2, 3]) expect(await categoryById(connection, id)).toHaveLength(1);
      await connection.selectFrom('categories').select('id').where('id', '=', 2).execute();
      const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        connection,
      );
      const statements = prepared.rows.map((row) => row.statement);
      expect(
        statements.filter((statement) => statement.includes('"id", "name" from "categories"')),
      ).toHaveLength(1);
      // Queries that are not compiled once stay unnamed (a term-dependent search keeps its own plans).
      expect(statements.some((statement) => statement.startsWith('select "id" from "categories"'))).toBe(
        false,
      );
    });
  });
});

describe('compiledPerShape', () => {
  it('builds each shape once and binds every run its own values, beside the constants of the query', async () => {
    const built: string[] = [];
    const categories = compiledPerShape(
      (shape: { favouritesOnly: boolean }) => String(shape.favouritesOnly),
      (db: Db, shape: { favouritesOnly: boolean }, values: { parent: number; slug: string }) => {
        built.push(String(shape.favouritesOnly));
        return sql<{ id: number; slug: string }>`select id, slug from categories
          where (parent_id = ${values.parent} or slug = ${values.slug}) and slug != ${'never-a-slug'}
          ${shape.favouritesOnly ? sql`and favourite = 1` : sql``}
          order by id`.compile(db);
      },
    );

    expect(await categories(db, { favouritesOnly: false }, { parent: 1, slug: 'drinks' })).toEqual([
      { id: 1, slug: 'drinks' },
      { id: 3, slug: 'juice' },
    ]);
    expect(await categories(db, { favouritesOnly: false }, { parent: 0, slug: 'bakery' })).toEqual([
      { id: 2, slug: 'bakery' },
    ]);
    expect(await categories(db, { favouritesOnly: true }, { parent: 1, slug: 'bakery' })).toEqual([
      { id: 2, slug: 'bakery' },
    ]);
    expect(await categories(db, { favouritesOnly: true }, { parent: 1, slug: 'drinks' })).toEqual([]);
    expect(built).toEqual(['false', 'true']);
  });
});
