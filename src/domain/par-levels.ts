import { londonIsoDate } from './london-clock.ts';
import type { Pack } from './pack.ts';
import { MAX_BASKET_QUANTITY } from './quantity.ts';

/**
 * Par levels and the stock count are whole units: one of what a pack holds (a 330 ml can of a
 * 24 x 330 ml case, an egg of a tray of 180), or the whole pack when it holds one thing (a 5 kg
 * sack). That is what a chef counts on a shelf; the order is then rounded up to whole packs.
 */
export const MAX_STOCK_UNITS = 99_999;

export const STOCK_UNITS_NOT_WHOLE = 'Please enter a whole number of 0 or more.';
export const STOCK_UNITS_TOO_MANY = `Please enter at most ${MAX_STOCK_UNITS}.`;

/** How many counted units one pack holds. */
export function unitsPerPack(pack: Pack): number {
  return Math.max(1, pack.count);
}

/** What one counted unit is, as the stock-take says it: "Count single 330 ml units (24 to a pack)." */
export function countUnitText(pack: Pack): string {
  if (pack.count <= 1) return 'Count whole packs.';
  if (pack.unit === 'item' && pack.size === 1) return `Count single items (${pack.count} to a pack).`;
  const one = pack.unit === 'item' ? `${pack.size}-item` : `${pack.size} ${pack.unit}`;
  return `Count single ${one} units (${pack.count} to a pack).`;
}

/**
 * The packs to order to bring `countedUnits` up to `parUnits`: the shortfall rounded up to whole
 * packs (short by one can of a case of 24 orders a case), nothing when at or above par, and at
 * most what one basket line holds.
 */
export function proposedPacks(parUnits: number, countedUnits: number, perPack: number): number {
  const short = parUnits - countedUnits;
  if (short <= 0) return 0;
  return Math.min(MAX_BASKET_QUANTITY, Math.ceil(short / Math.max(1, perPack)));
}

/**
 * A count stands for the London day it was taken: yesterday's shelf says nothing about today's.
 * (London's date by london-clock.ts: the guide asks this of every row, in the browser too.)
 */
export function countedToday(countedAt: string | null, now: Date): boolean {
  return countedAt !== null && londonIsoDate(new Date(countedAt)) === londonIsoDate(now);
}

export type StockRow = {
  productId: number;
  parUnits: number | null;
  countedUnits: number | null;
  countedAt: string | null;
  unitsPerPack: number;
  /** False for a product no longer sold: it is counted but never proposed. */
  orderable: boolean;
};

export type ProposedLine = { productId: number; packs: number };

/**
 * The order a stock-take proposes: every orderable product with a par and a count taken today
 * that is below par, in the rows' order, each with its packs.
 */
export function proposeOrder(rows: readonly StockRow[], now: Date): ProposedLine[] {
  const lines: ProposedLine[] = [];
  for (const row of rows) {
    if (!row.orderable || row.parUnits === null || row.countedUnits === null) continue;
    if (!countedToday(row.countedAt, now)) continue;
    const packs = proposedPacks(row.parUnits, row.countedUnits, row.unitsPerPack);
    if (packs > 0) lines.push({ productId: row.productId, packs });
  }
  return lines;
}

export type StockUnitsReading = { units: number | null; error: null } | { units: null; error: string };

/** A par or a count as typed: empty is "not set", else a whole number from 0 to MAX_STOCK_UNITS. */
export function readStockUnits(text: string): StockUnitsReading {
  const typed = text.trim();
  if (typed === '') return { units: null, error: null };
  if (!/^\d+$/.test(typed)) return { units: null, error: STOCK_UNITS_NOT_WHOLE };
  const units = Number(typed);
  if (units > MAX_STOCK_UNITS) return { units: null, error: STOCK_UNITS_TOO_MANY };
  return { units, error: null };
}
