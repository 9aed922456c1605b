import { isOrderCode, normaliseOrderCode } from './order-code.ts';
import { MAX_BASKET_QUANTITY } from './quantity.ts';

/** The most lines one paste may hold; a stock sheet is 20 to 60. */
export const MAX_QUICK_ORDER_LINES = 100;
/** The longest line read; anything longer is not a product and a quantity. */
export const MAX_QUICK_ORDER_LINE_LENGTH = 200;
/** How many candidates an unsure line offers to pick from. */
export const UNSURE_CANDIDATES = 3;

/** What a pasted or typed line asks for, before any product is looked up. */
export type OrderLineRequest = {
  /** The number of packs (the unit a product is sold in: a case, a box, a sack). */
  quantity: number;
  /** What names the product: an order code or words of its name, as written. */
  query: string;
  /** The query as an order code, when it could be one ("w00042" → "W00042"). */
  code: string | null;
};

/** Words that say "a pack of", which is what every quantity already counts. */
const PACK_WORDS = new Set([
  'x',
  'of',
  'case',
  'cases',
  'cs',
  'box',
  'boxes',
  'pack',
  'packs',
  'pk',
  'pks',
  'bag',
  'bags',
  'sack',
  'sacks',
  'tray',
  'trays',
  'tub',
  'tubs',
  'ctn',
  'ctns',
  'carton',
  'cartons',
  'crate',
  'crates',
  'unit',
  'units',
]);

/** A quantity written as a word of its own: "12", "12x", "x12", "12 x". */
const QUANTITY_TOKEN = /^(?:x?(\d{1,4})x?)$/i;

/**
 * Reads one line as exported from a spreadsheet or typed by a chef: "12 x lemons", "SKU123 4",
 * "4 cases coke zero", "lemons, 12", "W00042". The quantity is the first or last number standing
 * alone (a number inside a name, such as the 330 of "330ml", is left to the name); without one it
 * is 1. Null for a line with nothing to look up, or a quantity outside 1 to the basket's most.
 */
export function readOrderLine(raw: string): OrderLineRequest | null {
  const cleaned = raw
    .slice(0, MAX_QUICK_ORDER_LINE_LENGTH)
    .replace(/^\s*[-*•]\s+/, '')
    .replace(/[\t,;:|]+/g, ' ')
    .trim();
  let words = cleaned.split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return null;

  let quantity: number | null = null;
  const first = QUANTITY_TOKEN.exec(words[0] ?? '');
  const last = words.length > 1 ? QUANTITY_TOKEN.exec(words[words.length - 1] ?? '') : null;
  if (first && words.length > 1) {
    quantity = Number(first[1]);
    words = words.slice(1);
  } else if (last) {
    quantity = Number(last[1]);
    words = words.slice(0, -1);
  }
  // "12 x lemons", "4 cases of coke": the pack words between the quantity and the name.
  while (words.length > 1 && PACK_WORDS.has((words[0] ?? '').toLowerCase())) words = words.slice(1);
  while (words.length > 1 && PACK_WORDS.has((words[words.length - 1] ?? '').toLowerCase())) {
    words = words.slice(0, -1);
  }
  const query = words.join(' ').replace(/[.!?]+$/, '');
  if (query === '' || /^\d+$/.test(query) || PACK_WORDS.has(query.toLowerCase())) return null;
  const count = quantity ?? 1;
  if (count < 1 || count > MAX_BASKET_QUANTITY) return null;
  const code = words.length === 1 && isOrderCode(query) ? normaliseOrderCode(query) : null;
  return { quantity: count, query, code };
}

/** A product the catalogue offered for a line: enough to judge how well it matches. */
export type MatchCandidate = { id: number; name: string; orderCode: string };

export type LineMatch =
  | { status: 'certain'; productId: number }
  | { status: 'unsure'; productIds: number[] }
  | { status: 'unmatched' };

/**
 * Lower-case words of a name or a query, accents off. A hyphenated word stays one word, so
 * "lemon-lime" is not "lemon".
 */
function rawWordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9-]+/)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => word !== '');
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ch|sh|ss|x|o)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

type Scored = { candidate: MatchCandidate; whole: number; exact: number; partial: number; leading: boolean };

/**
 * How well a name answers the query's words: a word of the name equal to the query's, singular or
 * plural ("lemon", "lemons"), counts whole, and `exact` when written the same; one that starts with
 * it counts partly. A name starting with one of the query's words breaks ties.
 */
function score(query: readonly string[], candidate: MatchCandidate): Scored {
  const raw = rawWordsOf(candidate.name);
  const singulars = raw.map(singular);
  let whole = 0;
  let exact = 0;
  let partial = 0;
  for (const word of query) {
    if (raw.includes(word)) {
      whole += 1;
      exact += 1;
    } else if (singulars.includes(singular(word))) whole += 1;
    else if (raw.some((nameWord) => nameWord.startsWith(word))) partial += 1;
  }
  return { candidate, whole, exact, partial, leading: query.includes(raw[0] ?? '') };
}

function better(a: Scored, b: Scored): number {
  return (
    b.whole - a.whole ||
    b.exact - a.exact ||
    b.partial - a.partial ||
    Number(b.leading) - Number(a.leading) ||
    a.candidate.name.length - b.candidate.name.length ||
    a.candidate.id - b.candidate.id
  );
}

/**
 * Which product a line means, among the candidates the catalogue found for it. Certain: its
 * order code, or the one product whose name holds every word of the query, or the one that holds
 * them as written ("cherries" is Cherries, not Cherry tomatoes); a second such name makes it
 * unsure ("cola" could be cans or post-mix). Unsure: the best three that hold any of its words.
 * Unmatched: none does.
 */
export function matchOrderLine(request: OrderLineRequest, candidates: readonly MatchCandidate[]): LineMatch {
  if (request.code) {
    const byCode = candidates.find((candidate) => candidate.orderCode === request.code);
    if (byCode) return { status: 'certain', productId: byCode.id };
  }
  const query = rawWordsOf(request.query);
  if (query.length === 0) return { status: 'unmatched' };
  const scored = candidates
    .map((candidate) => score(query, candidate))
    .filter((entry) => entry.whole + entry.partial > 0)
    .sort(better);
  const best = scored[0];
  if (!best) return { status: 'unmatched' };
  const complete = scored.filter((entry) => entry.whole === query.length);
  const asWritten = complete.filter((entry) => entry.exact === query.length);
  if (complete.length === 1 || asWritten.length === 1) {
    return {
      status: 'certain',
      productId: (complete.length === 1 ? best : (asWritten[0] as Scored)).candidate.id,
    };
  }
  return {
    status: 'unsure',
    productIds: scored.slice(0, UNSURE_CANDIDATES).map((entry) => entry.candidate.id),
  };
}
