import { countedToday } from '../../../../domain/par-levels.ts';
import type { OrderGuideItem } from '../../../../domain/schemas/order-guide.ts';

/** The rows a stock-take walks: the guide's products still sold, in the guide's order. */
export function countableRows(items: readonly OrderGuideItem[]): OrderGuideItem[] {
  return items.filter((item) => !item.archived);
}

/**
 * Where a stock-take starts: at the first row not yet counted today, so one broken off (a reload,
 * a call from the kitchen) goes on where it stopped; 'review' once every row is counted.
 */
export function firstToCount(rows: readonly OrderGuideItem[], now: Date): number | 'review' {
  const at = rows.findIndex((item) => !countedToday(item.counted_at, now));
  return at === -1 ? 'review' : at;
}

/** "Par 48 · counted 23 today", or what is missing, for a guide row. */
export function stockText(item: OrderGuideItem, now: Date): string | null {
  const parts: string[] = [];
  if (item.par_units !== null) parts.push(`Par ${item.par_units}`);
  if (item.counted_units !== null && countedToday(item.counted_at, now)) {
    parts.push(`counted ${item.counted_units} today`);
  }
  return parts.length === 0 ? null : parts.join(' · ');
}
