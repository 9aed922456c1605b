import type { Db } from '../../db/database.ts';
import { listedProductsAfter, type PageBoundary, readCatalogueVersion } from './catalogue.repository.ts';
import { type CatalogueOrder, CatalogueOrderBuilder } from './catalogue-order.ts';
import { descendantsByCategory } from './catalogue-page-index.ts';
import { CatalogueVersionIndex, withBuildConnection } from './catalogue-version-index.ts';

/** This process's catalogue order (`catalogue-order.ts`) for one database: see CatalogueVersionIndex. */
export class CatalogueOrderIndex extends CatalogueVersionIndex<CatalogueOrder> {
  constructor(pause?: () => Promise<void>) {
    super('catalogue order', buildOrder, pause);
  }
}

/** Products read per query while building (each read is short, so requests go on in between). */
const PRODUCTS_PER_READ = 1_000;

/** Reads every listed product in order, chunk by chunk, and builds the order; undefined if the version moved. */
async function buildOrder(db: Db, pause: () => Promise<void>): Promise<CatalogueOrder | undefined> {
  // Awaited here, so that even a failure to get a connection reaches the build's retry back-off.
  return await withBuildConnection(db, (connection) => buildOrderFrom(connection, pause));
}

async function buildOrderFrom(db: Db, pause: () => Promise<void>): Promise<CatalogueOrder | undefined> {
  const version = await readCatalogueVersion(db);
  const builder = new CatalogueOrderBuilder(version);
  let after: PageBoundary | undefined;
  for (;;) {
    const products = await listedProductsAfter(db, after, PRODUCTS_PER_READ);
    builder.add(products);
    await pause();
    const last = products.at(-1);
    if (!last || products.length < PRODUCTS_PER_READ) break;
    after = { name: last.name, id: last.id };
  }
  const order = await builder.build(await descendantsByCategory(db), pause);
  // Any write that changes a list moves the version in its own transaction: an unchanged version
  // means every chunk read the same catalogue.
  return (await readCatalogueVersion(db)) === version ? order : undefined;
}

const indexes = new WeakMap<Db, CatalogueOrderIndex>();

/** This process's catalogue order index for `db`. */
export function orderIndexFor(db: Db): CatalogueOrderIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new CatalogueOrderIndex();
    indexes.set(db, index);
  }
  return index;
}
