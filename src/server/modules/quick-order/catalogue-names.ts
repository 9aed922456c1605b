import type { MatchCandidate } from '../../../domain/quick-order.ts';

type Named = MatchCandidate & { lower: string };

/**
 * The lengths of name starts kept as keys: a prefix is looked up by the longest not longer than
 * it, so "box of" walks only the names starting "box of", not every name holding "box".
 */
const START_LENGTHS = [12, 9, 6, 3, 1] as const;

/** Text shorter than a trigram has none to look up by. */
export const MIN_CONTAINS = 3;

/**
 * A trigram of lower-case text as a key: three UTF-16 code units of 10 bits each side by side in
 * one small integer (hashed far faster than a string or a larger number), or the text itself for
 * the rare trigram with a character beyond U+03FF.
 */
function trigramKey(text: string, at: number): number | string {
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  const c = text.charCodeAt(at + 2);
  return (a | b | c) < 1024 ? (a << 20) | (b << 10) | c : text.slice(at, at + 3);
}

/**
 * The listed catalogue's names and order codes at one catalogue version, held in this process so
 * quick order matches a 50-line paste without a query per line: the codes by code, and a trigram
 * index of the lower-case names (text inside a name: the rarest of its trigrams, then each name
 * holding it checked), and the names by their first 1, 3, 6, 9 and 12 characters (a prefix). Products are kept in the order they were added
 * (by id), so each chunk read while building is indexed at once, with no sort of the whole
 * catalogue to block the process. It answers as the database ways of quick-order.repository.ts
 * do, except that where more names than asked for match, it gives the first by id, not by name.
 */
export class CatalogueNames {
  private readonly products: Named[] = [];
  private readonly byCode = new Map<string, Named>();
  /** For each trigram, the places in `products` of the names holding it, ascending. */
  private readonly trigrams = new Map<number | string, number[]>();
  /** For each start of a name START_LENGTHS long, the places of the names starting so, ascending. */
  private readonly starts = new Map<string, number[]>();

  constructor(readonly version: number) {}

  /** Indexes more listed products (while building, before any lookup). */
  add(products: readonly MatchCandidate[]): void {
    for (const product of products) {
      const place = this.products.length;
      const entry = { ...product, lower: product.name.toLowerCase() };
      this.products.push(entry);
      if (entry.orderCode !== '') this.byCode.set(entry.orderCode, entry);
      for (const length of START_LENGTHS) {
        if (entry.lower.length < length) continue;
        const start = entry.lower.slice(0, length);
        const places = this.starts.get(start);
        if (places) places.push(place);
        else this.starts.set(start, [place]);
      }
      for (let at = 0; at + MIN_CONTAINS <= entry.lower.length; at++) {
        const key = trigramKey(entry.lower, at);
        const places = this.trigrams.get(key);
        if (!places) this.trigrams.set(key, [place]);
        else if (places[places.length - 1] !== place) places.push(place);
      }
    }
  }

  get size(): number {
    return this.products.length;
  }

  /** The products with these order codes. */
  byOrderCodes(codes: readonly string[]): MatchCandidate[] {
    return codes.flatMap((code) => {
      const found = this.byCode.get(code);
      return found ? [candidate(found)] : [];
    });
  }

  /** Up to `limit` products whose name starts with `prefix`, in any case. */
  byNamePrefix(prefix: string, limit: number): MatchCandidate[] {
    const lowered = prefix.toLowerCase();
    const length = START_LENGTHS.find((keyLength) => keyLength <= lowered.length);
    if (length === undefined) return [];
    const starts = this.starts.get(lowered.slice(0, length)) ?? [];
    // A long prefix of a common start ("professional parmesan") walks the names holding its rarest
    // trigram when they are fewer than those of its start: both lists are by id, so either gives
    // the same first names, and a sparse prefix no longer walks thousands of names to find none.
    const rarest =
      lowered.length > length && lowered.length >= MIN_CONTAINS
        ? this.rarestTrigramPlaces(lowered)
        : undefined;
    const places = rarest && rarest.length < starts.length ? rarest : starts;
    return this.walk(places, limit, (name) => name.startsWith(lowered));
  }

  /** Up to `limit` products whose name holds `text`, in any case (none for text under 3 characters). */
  containing(text: string, limit: number): MatchCandidate[] {
    const lowered = text.toLowerCase();
    if (Array.from(lowered).length < MIN_CONTAINS) return [];
    return this.find(lowered, limit, (name) => name.includes(lowered));
  }

  /** The first `limit` names holding every trigram of `lowered` (at least 3 long) that `fits`. */
  private find(lowered: string, limit: number, fits: (name: string) => boolean): MatchCandidate[] {
    return this.walk(this.rarestTrigramPlaces(lowered), limit, fits);
  }

  /** The places of the names holding the rarest trigram of `lowered` (none when a trigram is in no name). */
  private rarestTrigramPlaces(lowered: string): readonly number[] {
    let rarest: number[] = [];
    for (let at = 0; at + MIN_CONTAINS <= lowered.length; at++) {
      const places = this.trigrams.get(trigramKey(lowered, at));
      if (!places) return [];
      if (at === 0 || places.length < rarest.length) rarest = places;
    }
    return rarest;
  }

  /** The first `limit` products at `places` whose lower-case name `fits`. */
  private walk(places: readonly number[], limit: number, fits: (name: string) => boolean): MatchCandidate[] {
    const found: MatchCandidate[] = [];
    for (const place of places) {
      const entry = this.products[place] as Named;
      if (fits(entry.lower)) found.push(candidate(entry));
      if (found.length >= limit) break;
    }
    return found;
  }
}

function candidate({ id, name, orderCode }: Named): MatchCandidate {
  return { id, name, orderCode };
}
