import type { VatRatePercent } from '../../../domain/vat.ts';
import { CATEGORY_TREE } from './category-data.ts';
import { DRINKS } from './products-drinks.ts';
import { FRESH } from './products-fresh.ts';
import { STORE } from './products-store.ts';
import { SUPPLIES } from './products-supplies.ts';

/** One hand-written demo product: the base every generated product is derived from. */
export type CatalogueItem = {
  /** Leaf category the product belongs to. */
  category: string;
  /** Its top-level category, which picks description wording and image colours. */
  group: string;
  name: string;
  pricePence: number;
  /** Standard-rated (20 %) when left out, as every hand-written product is. */
  vatRate?: VatRatePercent;
};

const LINES_BY_CATEGORY: Record<string, string> = { ...DRINKS, ...FRESH, ...STORE, ...SUPPLIES };

function parseLines(category: string, group: string, text: string): CatalogueItem[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const [name, price] = line.split('|').map((part) => part.trim());
      const pricePence = Math.round(Number(price) * 100);
      if (!name || !Number.isInteger(pricePence) || pricePence <= 0) {
        throw new Error(`Bad demo product line in ${category}: ${line}`);
      }
      return { category, group, name, pricePence };
    });
}

function buildItems(): CatalogueItem[] {
  const byLeaf: CatalogueItem[][] = [];
  for (const top of CATEGORY_TREE) {
    for (const leaf of top.children ?? []) {
      const text = LINES_BY_CATEGORY[leaf.name];
      if (text === undefined) throw new Error(`No demo products for category ${leaf.name}`);
      byLeaf.push(parseLines(leaf.name, top.name, text));
    }
  }
  // Round-robin over the leaves, so even a small catalogue (tests) has products in every category.
  const items: CatalogueItem[] = [];
  const longest = Math.max(...byLeaf.map((list) => list.length));
  for (let index = 0; index < longest; index++) {
    for (const list of byLeaf) {
      const item = list[index];
      if (item) items.push(item);
    }
  }
  return items;
}

/** Every hand-written product, interleaved across the leaf categories. */
export const CATALOGUE_ITEMS: readonly CatalogueItem[] = buildItems();
