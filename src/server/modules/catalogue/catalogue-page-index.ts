import { LRUCache } from 'lru-cache';
import { categoriesUnder } from '../../../domain/category-tree.ts';
import type { Db } from '../../db/database.ts';
import {
  categoryParents,
  countProducts,
  type PageBoundary,
  pageBoundaries,
  readCatalogueVersion,
} from './catalogue.repository.ts';
import type { ProductFilter } from './product-filter.ts';

/** A boundary is kept after every this many rows (10 pages of 24). */
export const BOUNDARY_EVERY = 240;

type FilterFacts = { total?: number; boundaries?: PageBoundary[] };

/**
 * What this process knows about the catalogue's lists at one catalogue version: how many products
 * each filter matches, and the (name, id) of every 240th product in its order, so a deep page
 * starts from the nearest boundary by key instead of skipping tens of thousands of rows. Every
 * request reads the version (one primary-key row, moved by triggers whenever products are added,
 * deleted, renamed or recategorised, or categories move), so the figures are exact with any
 * number of processes and with the answer cache off; a change clears them at once.
 */
class CataloguePageIndex {
  private version = -1;
  // Bounded by what it holds: a count is one unit, each boundary one more (about 100 bytes), so
  // deep pages of many different searches cannot grow it past about 20 MB.
  private readonly facts = new LRUCache<string, FilterFacts>({
    max: 20_000,
    maxSize: 150_000,
    sizeCalculation: (facts) => 1 + (facts.boundaries?.length ?? 0),
  });
  private categoryIds: Promise<Map<number, number[]>> | undefined;

  /** Reads the version; facts from an older one are dropped. Returns the version read. */
  async sync(db: Db): Promise<number> {
    const version = await readCatalogueVersion(db);
    if (version !== this.version) {
      this.facts.clear();
      this.categoryIds = undefined;
      this.version = version;
    }
    return version;
  }

  /**
   * The ids of a category and its descendants (undefined: no such category). Which categories
   * sit under which moves the version, so the tree is read once per version.
   */
  async categoryWithDescendants(db: Db, categoryId: number): Promise<number[] | undefined> {
    const version = this.version;
    const read = this.categoryIds ?? descendantsByCategory(db);
    if (version === this.version) this.categoryIds = read;
    try {
      return (await read).get(categoryId);
    } catch (error) {
      if (this.categoryIds === read) this.categoryIds = undefined; // a failed read is not kept
      throw error;
    }
  }

  /** Stores a new entry (never mutates one), so its size is counted again. */
  private remember(key: string, learnt: FilterFacts): void {
    this.facts.set(key, { ...this.facts.get(key), ...learnt });
  }

  async total(db: Db, version: number, filter: ProductFilter): Promise<number> {
    const key = filterKey(filter);
    const known = this.facts.get(key)?.total;
    if (known !== undefined) return known;
    const total = await countProducts(db, filter);
    // A write may have moved the version while counting: then the figure belongs to no version.
    if (version === this.version) this.remember(key, { total });
    return total;
  }

  /** The nearest boundary at or before `offset`, and how many rows lie between it and the offset. */
  async startOf(
    db: Db,
    version: number,
    filter: ProductFilter,
    offset: number,
  ): Promise<{ after?: PageBoundary; skip: number }> {
    const slot = Math.floor(offset / BOUNDARY_EVERY);
    if (slot === 0) return { skip: offset };
    const key = filterKey(filter);
    let boundaries = this.facts.get(key)?.boundaries;
    if (!boundaries) {
      boundaries = await pageBoundaries(db, filter, BOUNDARY_EVERY);
      if (version === this.version) this.remember(key, { boundaries });
    }
    const after = boundaries[slot - 1];
    // Fewer boundaries than expected means the list shrank since: fall back to plain skipping.
    return after ? { after, skip: offset - slot * BOUNDARY_EVERY } : { skip: offset };
  }
}

/** Every category's id with the ids of the categories under it, at any depth. */
export async function descendantsByCategory(db: Db): Promise<Map<number, number[]>> {
  return categoriesUnder(await categoryParents(db));
}

function filterKey(filter: ProductFilter): string {
  return JSON.stringify([filter.categoryIds ?? null, filter.search ?? null, filter.freeFromMask ?? 0]);
}

const indexes = new WeakMap<Db, CataloguePageIndex>();

/** This process's page index for `db`. */
export function pageIndexFor(db: Db): CataloguePageIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new CataloguePageIndex();
    indexes.set(db, index);
  }
  return index;
}
