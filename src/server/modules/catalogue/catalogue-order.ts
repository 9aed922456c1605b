import { LRUCache } from 'lru-cache';
import type { ProductFilter } from './product-filter.ts';

/** One listed product as the index reads it, in the catalogue's order. */
export type ListedProduct = { id: number; name: string; category_id: number; allergens_free: number };

/** A page of a filter's list: the exact number of matches and the ids of the page, in order. */
export type OrderPage = { total: number; ids: number[] };

/** Names are added to the gram index in slices of this many, with a pause between. */
const NAMES_PER_SLICE = 1_000;

/** The longest gram kept: a term this short is looked up exactly, a longer one via its trigrams. */
const LONGEST_GRAM = 3;

/**
 * Every listed product of one catalogue version in the catalogue's order (name in byte order, then
 * id), held compactly: ids and categories in typed arrays, and the names once each. Products of the
 * same name sit side by side in that order, so each distinct name is a run of positions (a name
 * group), and the search works on the names alone: for every 1-, 2- and 3-character gram of the
 * lower-cased names, the sorted numbers of the name groups holding it. A search of up to 3
 * characters is one such list (its exact match set); a longer one checks only the names holding its
 * rarest trigram. Matching groups in ascending order give their products in the catalogue's order.
 *
 * Matching is JavaScript's `toLowerCase` on both sides (what "case-insensitive contains" means in
 * the search tests): it folds Unicode case as SQLite's FTS5 trigram table and PostgreSQL's lower() do.
 */
export class CatalogueOrder {
  /**
   * Matching positions per category and 'free from' filter (bounded by how many positions it holds,
   * about 8 MB).
   */
  private readonly inCategories = new LRUCache<string, Int32Array>({
    max: 1_000,
    maxSize: 2_000_000,
    sizeCalculation: (positions) => Math.max(1, positions.length),
  });

  constructor(
    readonly version: number,
    private readonly ids: Int32Array,
    /** Each product's category as a dense number (see `categoryNumbers`). */
    private readonly categoryOf: Int32Array,
    private readonly categoryNumbers: Map<number, number>,
    /**
     * Each product's allergens declared free (bits of src/domain/allergens.ts): the catalogue version
     * moves when they change (migration 2026_11_30_050000), so the 'free from' filter is answered here.
     */
    private readonly freeOf: Uint16Array,
    /** Name group g holds positions groupStart[g] … groupStart[g + 1] - 1. */
    private readonly groupStart: Int32Array,
    /** Each name group's name, lower-cased. */
    private readonly names: string[],
    private readonly grams: GramIndex,
    /** Each category's id with the ids of the categories under it, at this version. */
    private readonly categoriesUnder: Map<number, number[]>,
  ) {}

  /** The ids of a category and its descendants at this version (undefined: no such category). */
  categoryWithDescendants(categoryId: number): number[] | undefined {
    return this.categoriesUnder.get(categoryId);
  }

  get size(): number {
    return this.ids.length;
  }

  /** The filter's total and the ids of `limit` products from `offset`, as the database would list them. */
  page(filter: ProductFilter, offset: number, limit: number): OrderPage {
    const members = filter.categoryIds ? this.categoryMembers(filter.categoryIds) : undefined;
    const mask = filter.freeFromMask ?? 0;
    const term = filter.search?.toLowerCase();
    if (term !== undefined && term.length > 0) return this.searchPage(term, members, mask, offset, limit);
    if (!members && mask === 0) {
      return { total: this.ids.length, ids: Array.from(this.ids.subarray(offset, offset + limit)) };
    }
    const positions = this.matchingPositions(filter.categoryIds, members, mask);
    const ids = Array.from(positions.subarray(offset, offset + limit), (position) => this.ids[position] ?? 0);
    return { total: positions.length, ids };
  }

  /** Which dense category numbers the filter lists (a product of another category is not in it). */
  private categoryMembers(categoryIds: number[]): Uint8Array {
    const members = new Uint8Array(this.categoryNumbers.size);
    for (const id of categoryIds) {
      const number = this.categoryNumbers.get(id);
      if (number !== undefined) members[number] = 1;
    }
    return members;
  }

  /** The positions in the categories (undefined: all) whose products are free from every allergen of `mask`. */
  private matchingPositions(
    categoryIds: number[] | undefined,
    members: Uint8Array | undefined,
    mask: number,
  ): Int32Array {
    const key = `${categoryIds?.join(',') ?? '*'}/${mask}`;
    const known = this.inCategories.get(key);
    if (known) return known;
    const { categoryOf, freeOf } = this;
    const count = categoryOf.length;
    const found = new IntList();
    for (let position = 0; position < count; position++) {
      if (members && members[categoryOf[position] as number] !== 1) continue;
      if (((freeOf[position] as number) & mask) === mask) found.push(position);
    }
    const positions = found.toArray();
    this.inCategories.set(key, positions);
    return positions;
  }

  private searchPage(
    term: string,
    members: Uint8Array | undefined,
    mask: number,
    offset: number,
    limit: number,
  ): OrderPage {
    const { candidates, exact } = this.candidatesFor(term);
    const { ids: allIds, categoryOf, freeOf, groupStart, names } = this;
    const ids: number[] = [];
    const end = offset + limit;
    let total = 0;
    for (let index = 0; index < candidates.length; index++) {
      const group = candidates[index] as number;
      if (!exact && !(names[group] as string).includes(term)) continue;
      const from = groupStart[group] as number;
      const to = groupStart[group + 1] as number;
      if (!members && mask === 0) {
        // The whole group matches: only the part that falls on the page is visited.
        for (
          let position = Math.max(from, from + offset - total);
          position < to && total + position - from < end;
          position++
        ) {
          ids.push(allIds[position] as number);
        }
        total += to - from;
        continue;
      }
      for (let position = from; position < to; position++) {
        if (members && members[categoryOf[position] as number] !== 1) continue;
        if (((freeOf[position] as number) & mask) !== mask) continue;
        if (total >= offset && total < end) ids.push(allIds[position] as number);
        total++;
      }
    }
    return { total, ids };
  }

  /**
   * Name groups that may hold `term`: for up to 3 characters exactly those that do; for a longer
   * term the names holding its rarest trigram (each still to be checked).
   */
  private candidatesFor(term: string): { candidates: Int32Array; exact: boolean } {
    if (term.length <= LONGEST_GRAM) return { candidates: this.grams.positionsOf(term), exact: true };
    let rarest: Int32Array | undefined;
    for (let start = 0; start + LONGEST_GRAM <= term.length; start++) {
      const groups = this.grams.positionsOf(term.slice(start, start + LONGEST_GRAM));
      if (!rarest || groups.length < rarest.length) rarest = groups;
      if (rarest.length === 0) break;
    }
    return { candidates: rarest ?? EMPTY, exact: false };
  }

  /** Bytes held by the typed arrays (names and maps not counted): for the size reports. */
  get typedBytes(): number {
    return (
      this.ids.byteLength +
      this.categoryOf.byteLength +
      this.freeOf.byteLength +
      this.groupStart.byteLength +
      this.grams.byteLength
    );
  }

  /** How many distinct names (name groups) the order holds. */
  get nameCount(): number {
    return this.names.length;
  }
}

/**
 * Posting lists of grams of up to 3 UTF-16 code units. A gram is keyed by a number: each code unit
 * that occurs in any name gets a small alphabet number (1…A), and a gram of letters a, b, c is
 * ((a·B + b)·B + c) with B = A + 1, so grams of different lengths never share a key.
 */
class GramIndex {
  constructor(
    private readonly alphabet: Uint16Array,
    private readonly base: number,
    /** Gram keys, ascending; the positions of `keys[i]` are `postings[starts[i]…starts[i+1])`. */
    private readonly keys: Float64Array,
    private readonly starts: Int32Array,
    private readonly postings: Int32Array,
  ) {}

  get byteLength(): number {
    return (
      this.alphabet.byteLength + this.keys.byteLength + this.starts.byteLength + this.postings.byteLength
    );
  }

  /** The sorted numbers of the names holding `gram` (1 to 3 code units). */
  positionsOf(gram: string): Int32Array {
    let key = 0;
    for (let index = 0; index < gram.length; index++) {
      const letter = this.alphabet[gram.charCodeAt(index)] ?? 0;
      if (letter === 0) return EMPTY; // a code unit no name holds
      key = key * this.base + letter;
    }
    let low = 0;
    let high = this.keys.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.keys[middle] ?? 0;
      if (found === key) return this.postings.subarray(this.starts[middle], this.starts[middle + 1]);
      if (found < key) low = middle + 1;
      else high = middle - 1;
    }
    return EMPTY;
  }
}

const EMPTY = new Int32Array(0);

/** Growable list of 32-bit integers (the build does not know its sizes in advance). */
class IntList {
  private items = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }

  toArray(): Int32Array {
    return this.items.slice(0, this.length);
  }
}

/** Collects the listed products chunk by chunk, in the catalogue's order, then builds the order. */
export class CatalogueOrderBuilder {
  private readonly ids = new IntList();
  private readonly categoryOf = new IntList();
  private readonly freeOf = new IntList();
  private readonly categoryNumbers = new Map<number, number>();
  private readonly groupStart = new IntList();
  private readonly names: string[] = [];
  private lastName: string | undefined;

  constructor(private readonly version: number) {}

  /** Adds the next products of the order (each chunk continues where the last one ended). */
  add(products: readonly ListedProduct[]): void {
    for (const product of products) {
      if (product.name !== this.lastName) {
        this.groupStart.push(this.ids.length);
        this.names.push(product.name.toLowerCase());
        this.lastName = product.name;
      }
      this.ids.push(product.id);
      let number = this.categoryNumbers.get(product.category_id);
      if (number === undefined) {
        number = this.categoryNumbers.size;
        this.categoryNumbers.set(product.category_id, number);
      }
      this.categoryOf.push(number);
      this.freeOf.push(product.allergens_free);
    }
  }

  /** Builds the gram index, pausing (`pause`) between slices so a large catalogue does not hold the thread. */
  async build(
    categoriesUnder: Map<number, number[]>,
    pause: () => Promise<void> = async () => {},
  ): Promise<CatalogueOrder> {
    const grams = await buildGrams(this.names, pause);
    this.groupStart.push(this.ids.length);
    return new CatalogueOrder(
      this.version,
      this.ids.toArray(),
      this.categoryOf.toArray(),
      this.categoryNumbers,
      Uint16Array.from(this.freeOf.toArray()),
      this.groupStart.toArray(),
      this.names,
      grams,
      categoriesUnder,
    );
  }
}

/**
 * Two passes over the names: the first numbers the grams and counts the names holding each, the
 * second writes each name's position into its grams' lists. Counting first lets every list live in
 * one Int32Array; positions are added in order, so each list comes out sorted.
 */
async function buildGrams(names: readonly string[], pause: () => Promise<void>): Promise<GramIndex> {
  const alphabet = new Uint16Array(65_536);
  let letters = 0;
  for (const name of names) {
    for (let index = 0; index < name.length; index++) {
      const unit = name.charCodeAt(index);
      if (alphabet[unit] === 0) alphabet[unit] = ++letters;
    }
  }
  const base = letters + 1;
  await pause();
  const slotOf = new Map<number, number>();
  const keyOfSlot: number[] = [];
  const counts: number[] = [];
  const lastName: number[] = [];

  /** Calls `visit(slot)` once for each distinct gram of `name`. */
  const eachGram = (name: string, position: number, visit: (slot: number) => void, create: boolean) => {
    for (let start = 0; start < name.length; start++) {
      let key = 0;
      for (let length = 1; length <= LONGEST_GRAM && start + length <= name.length; length++) {
        key = key * base + (alphabet[name.charCodeAt(start + length - 1)] ?? 0);
        let slot = slotOf.get(key);
        if (slot === undefined) {
          if (!create) continue;
          slot = keyOfSlot.length;
          slotOf.set(key, slot);
          keyOfSlot.push(key);
          counts.push(0);
          lastName.push(-1);
        }
        if (lastName[slot] === position) continue;
        lastName[slot] = position;
        visit(slot);
      }
    }
  };

  for (let position = 0; position < names.length; position++) {
    eachGram(
      names[position] ?? '',
      position,
      (slot) => {
        counts[slot] = (counts[slot] ?? 0) + 1;
      },
      true,
    );
    if (position % NAMES_PER_SLICE === NAMES_PER_SLICE - 1) await pause();
  }

  // Lists in ascending key order, so a lookup is a binary search over the keys.
  const order = keyOfSlot.map((_key, slot) => slot).sort((a, b) => (keyOfSlot[a] ?? 0) - (keyOfSlot[b] ?? 0));
  const keys = new Float64Array(order.length);
  const starts = new Int32Array(order.length + 1);
  const cursor = new Int32Array(order.length);
  let total = 0;
  order.forEach((slot, rank) => {
    keys[rank] = keyOfSlot[slot] ?? 0;
    starts[rank] = total;
    cursor[slot] = total;
    total += counts[slot] ?? 0;
  });
  starts[order.length] = total;
  lastName.fill(-1);
  await pause();
  const postings = new Int32Array(total);
  for (let position = 0; position < names.length; position++) {
    eachGram(
      names[position] ?? '',
      position,
      (slot) => {
        const at = cursor[slot] ?? 0;
        postings[at] = position;
        cursor[slot] = at + 1;
      },
      false,
    );
    if (position % NAMES_PER_SLICE === NAMES_PER_SLICE - 1) await pause();
  }
  return new GramIndex(alphabet, base, keys, starts, postings);
}
