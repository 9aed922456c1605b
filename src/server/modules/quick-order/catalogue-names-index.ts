import type { Db } from '../../db/database.ts';
import {
  CatalogueVersionIndex,
  readCatalogueVersion,
  withBuildConnection,
} from '../catalogue/catalogue.public.ts';
import { CatalogueNames } from './catalogue-names.ts';
import { listedNamesAfter } from './quick-order.repository.ts';

/** Products read and indexed per slice of the build (short, so requests go on in between). */
const PRODUCTS_PER_READ = 1_000;

/** Reads every listed product's name and code, slice by slice; undefined if the version moved meanwhile. */
async function buildNames(db: Db, pause: () => Promise<void>): Promise<CatalogueNames | undefined> {
  return await withBuildConnection(db, async (connection) => {
    const names = new CatalogueNames(await readCatalogueVersion(connection));
    let after = 0;
    for (;;) {
      const products = await listedNamesAfter(connection, after, PRODUCTS_PER_READ);
      names.add(products);
      await pause();
      const last = products.at(-1);
      if (!last || products.length < PRODUCTS_PER_READ) break;
      after = last.id;
    }
    // A write that renames, adds, lists or recodes a product moves the version in its own
    // transaction: an unchanged version means every slice read the same catalogue.
    return (await readCatalogueVersion(connection)) === names.version ? names : undefined;
  });
}

const indexes = new WeakMap<Db, CatalogueVersionIndex<CatalogueNames>>();

/** This process's quick order names for `db` (see CatalogueVersionIndex: built on first need). */
export function namesIndexFor(db: Db): CatalogueVersionIndex<CatalogueNames> {
  let index = indexes.get(db);
  if (!index) {
    index = new CatalogueVersionIndex('quick order names', buildNames);
    indexes.set(db, index);
  }
  return index;
}
