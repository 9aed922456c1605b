import {
  type MatchCandidate,
  matchOrderLine,
  type OrderLineRequest,
  readOrderLine,
} from '../../../domain/quick-order.ts';
import type { QuickOrderLine, QuickOrderMatch } from '../../../domain/schemas/quick-order.ts';
import type { Db } from '../../db/database.ts';
import { listedNamesContaining, type ProductSummaryRow } from '../catalog/catalog.repository.ts';
import { toSummary } from '../catalog/catalog.service.ts';
import { listedByNamePrefix, listedByOrderCodes } from './quick-order.repository.ts';

/** Candidates fetched per way of looking a line up: enough to tell one match from several. */
const CANDIDATES_PER_LOOKUP = 10;
/** Words shorter than this find too much by themselves to be looked up alone. */
const MIN_WORD_LOOKUP = 3;
/** At most this many of a line's words are looked up alone, so a long line stays cheap. */
const MAX_WORD_LOOKUPS = 3;

function candidateOf(row: ProductSummaryRow): MatchCandidate {
  return { id: Number(row.id), name: row.name, orderCode: row.order_code ?? '' };
}

/**
 * The products a line could mean, each found through an index: names starting with the query,
 * then names containing it, and, when neither finds anything, names starting with or containing
 * one of its words, the longest first (so "coke zero" still offers a zero-sugar cola to pick from).
 */
async function candidatesFor(db: Db, query: string): Promise<ProductSummaryRow[]> {
  const found = new Map<number, ProductSummaryRow>();
  const keep = (rows: ProductSummaryRow[]) => {
    for (const row of rows) found.set(Number(row.id), row);
  };
  keep(await listedByNamePrefix(db, query, CANDIDATES_PER_LOOKUP));
  if (found.size < CANDIDATES_PER_LOOKUP) keep(await listedNamesContaining(db, query, CANDIDATES_PER_LOOKUP));
  // Nothing for the whole text: its words alone, longest first, until one finds something.
  const words = [...new Set(query.toLowerCase().split(/\s+/))]
    .filter((word) => word.length >= MIN_WORD_LOOKUP && word !== query.toLowerCase())
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_WORD_LOOKUPS);
  for (const word of words) {
    if (found.size > 0) break;
    keep(await listedByNamePrefix(db, word, CANDIDATES_PER_LOOKUP));
    if (found.size === 0) keep(await listedNamesContaining(db, word, CANDIDATES_PER_LOOKUP));
  }
  return [...found.values()];
}

/**
 * POST /api/quick-order/match: each line read and matched against the listed catalogue (certain,
 * unsure with up to three candidates, unmatched, or unreadable). Nothing is put in any basket:
 * the venue confirms in the browser first.
 */
export async function matchQuickOrder(db: Db, lines: readonly string[]): Promise<QuickOrderMatch> {
  const requests = lines.map((line) => ({ line, request: readOrderLine(line) }));
  const codes = [...new Set(requests.flatMap(({ request }) => (request?.code ? [request.code] : [])))];
  const byCode = new Map((await listedByOrderCodes(db, codes)).map((row) => [row.order_code, row]));

  // The same words on two lines are looked up once.
  const lookups = new Map<string, Promise<ProductSummaryRow[]>>();
  const lookUp = (request: OrderLineRequest): Promise<ProductSummaryRow[]> => {
    const coded = request.code ? byCode.get(request.code) : undefined;
    if (coded) return Promise.resolve([coded]);
    const key = request.query.toLowerCase();
    let pending = lookups.get(key);
    if (!pending) {
      pending = candidatesFor(db, request.query);
      lookups.set(key, pending);
    }
    return pending;
  };

  const answered = await Promise.all(
    requests.map(async ({ line, request }): Promise<QuickOrderLine | null> => {
      if (line.trim() === '') return null;
      if (!request) return { line, status: 'unreadable', quantity: null, query: null, candidates: [] };
      const rows = await lookUp(request);
      const rowsById = new Map(rows.map((row) => [Number(row.id), row]));
      const match = matchOrderLine(request, rows.map(candidateOf));
      const ids =
        match.status === 'certain' ? [match.productId] : match.status === 'unsure' ? match.productIds : [];
      return {
        line,
        status: match.status,
        quantity: request.quantity,
        query: request.query,
        candidates: ids.flatMap((id) => {
          const row = rowsById.get(id);
          return row ? [toSummary(row)] : [];
        }),
      };
    }),
  );
  return { lines: answered.filter((line): line is QuickOrderLine => line !== null) };
}
