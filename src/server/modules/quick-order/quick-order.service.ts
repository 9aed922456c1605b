import {
  type MatchCandidate,
  matchOrderLine,
  type OrderLineRequest,
  readOrderLine,
} from '../../../domain/quick-order.ts';
import type { QuickOrderLine, QuickOrderMatch } from '../../../domain/schemas/quick-order.ts';
import type { Db } from '../../db/database.ts';
import { readCatalogueVersion, toSummary } from '../catalogue/catalogue.public.ts';
import { namesIndexFor } from './catalogue-names-index.ts';
import {
  candidatesByNamePrefix,
  candidatesByOrderCodes,
  candidatesContaining,
  listedSummaries,
} from './quick-order.repository.ts';

/** Candidates fetched per way of looking a line up: enough to tell one match from several. */
const CANDIDATES_PER_LOOKUP = 10;
/** Words shorter than this find too much by themselves to be looked up alone. */
const MIN_WORD_LOOKUP = 3;
/** At most this many of a line's words are looked up alone, so a line of nonsense stays cheap. */
const MAX_WORD_LOOKUPS = 2;

type Found = MatchCandidate[] | Promise<MatchCandidate[]>;

/**
 * The three ways products are looked up: through this process's names of the catalogue when it
 * holds those of the current version (catalogue-names.ts), else through the database's indexes.
 */
type Lookups = {
  byOrderCodes(codes: readonly string[]): Found;
  byNamePrefix(prefix: string, limit: number): Found;
  containing(text: string, limit: number): Found;
};

function databaseLookups(db: Db): Lookups {
  return {
    byOrderCodes: (codes) => candidatesByOrderCodes(db, codes),
    byNamePrefix: (prefix, limit) => candidatesByNamePrefix(db, prefix, limit),
    containing: (text, limit) => candidatesContaining(db, text, limit),
  };
}

/**
 * The products a line could mean, each way through an index: names starting with the query;
 * failing that, names containing it; failing that, names starting with or containing one of its
 * words, the longest first (so "coke zero" still offers a zero-sugar cola to pick from).
 */
async function candidatesFor(lookups: Lookups, query: string): Promise<MatchCandidate[]> {
  const byPrefix = await lookups.byNamePrefix(query, CANDIDATES_PER_LOOKUP);
  if (byPrefix.length > 0) return byPrefix;
  const containing = await lookups.containing(query, CANDIDATES_PER_LOOKUP);
  if (containing.length > 0) return containing;
  const lowered = query.toLowerCase();
  const words = [...new Set(lowered.split(/\s+/))]
    .filter((word) => word.length >= MIN_WORD_LOOKUP && word !== lowered)
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_WORD_LOOKUPS);
  for (const word of words) {
    const found = await lookups.byNamePrefix(word, CANDIDATES_PER_LOOKUP);
    if (found.length > 0) return found;
    const within = await lookups.containing(word, CANDIDATES_PER_LOOKUP);
    if (within.length > 0) return within;
  }
  return [];
}

type Matched = {
  line: string;
  request: OrderLineRequest | null;
  status: QuickOrderLine['status'];
  ids: number[];
};

/**
 * POST /api/quick-order/match: each line read and matched against the listed catalogue (certain,
 * unsure with up to three candidates, unmatched, or unreadable). Nothing is put in any basket:
 * the venue confirms in the browser first.
 */
export async function matchQuickOrder(db: Db, lines: readonly string[]): Promise<QuickOrderMatch> {
  const requests = lines
    .filter((line) => line.trim() !== '')
    .map((line) => ({ line, request: readOrderLine(line) }));
  // The names of this catalogue version, when this process holds them; else (just started, or the
  // catalogue just changed, while they are read again) the database answers.
  const names = await namesIndexFor(db).at(db, await readCatalogueVersion(db));
  const lookups = names ?? databaseLookups(db);
  const codes = [...new Set(requests.flatMap(({ request }) => (request?.code ? [request.code] : [])))];
  const byCode = new Map((await lookups.byOrderCodes(codes)).map((found) => [found.orderCode, found]));

  // The same words on two lines are looked up once.
  const looking = new Map<string, Promise<MatchCandidate[]>>();
  const lookUp = (request: OrderLineRequest): Promise<MatchCandidate[]> => {
    const coded = request.code ? byCode.get(request.code) : undefined;
    if (coded) return Promise.resolve([coded]);
    const key = request.query.toLowerCase();
    let pending = looking.get(key);
    if (!pending) {
      pending = candidatesFor(lookups, request.query);
      looking.set(key, pending);
    }
    return pending;
  };

  // Lines are looked up side by side: PostgreSQL answers them over several connections.
  const matched = await Promise.all(
    requests.map(async ({ line, request }): Promise<Matched> => {
      if (!request) return { line, request, status: 'unreadable', ids: [] };
      const match = matchOrderLine(request, await lookUp(request));
      const ids =
        match.status === 'certain' ? [match.productId] : match.status === 'unsure' ? match.productIds : [];
      return { line, request, status: match.status, ids };
    }),
  );

  // One read of the cards of every product offered, however many lines offer it.
  const offered = [...new Set(matched.flatMap((entry) => entry.ids))];
  const cards = new Map((await listedSummaries(db, offered)).map((row) => [Number(row.id), toSummary(row)]));
  return {
    lines: matched.map(({ line, request, status, ids }) => ({
      line,
      status,
      quantity: request?.quantity ?? null,
      query: request?.query ?? null,
      candidates: ids.flatMap((id) => cards.get(id) ?? []),
    })),
  };
}
