import { londonCalendarDate } from '../../../../domain/london-clock.ts';
import { type GuideSection, groupByHeading } from '../../../../domain/order-guide.ts';
import { readQuantity } from '../../../../domain/quantity.ts';
import type { OrderGuideItem } from '../../../../domain/schemas/order-guide.ts';

/** Whether a row answers what the venue typed: words of its name or its order code, any case. */
export function rowMatches(item: OrderGuideItem, filter: string): boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${item.product.name} ${item.product.order_code}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/**
 * The guide's product ids after moving one a place up (-1) or down (+1) within its heading, in the
 * order the page shows them (grouped by heading); null when it cannot move that way.
 */
export function movedOrder(items: readonly OrderGuideItem[], productId: number, by: -1 | 1): number[] | null {
  const sections = groupByHeading(items).map((section) => section.items.map((item) => item.product.id));
  for (const ids of sections) {
    const at = ids.indexOf(productId);
    if (at === -1) continue;
    const to = at + by;
    if (to < 0 || to >= ids.length) return null;
    [ids[at], ids[to]] = [ids[to] as number, ids[at] as number];
    return sections.flat();
  }
  return null;
}

/**
 * Which way each row can move within its heading (what `movedOrder` allows), for the whole guide at
 * once: asked row by row, each row grouped the whole guide again (quadratic in its rows).
 */
export function movableRows(items: readonly OrderGuideItem[]): Map<number, { up: boolean; down: boolean }> {
  const movable = new Map<number, { up: boolean; down: boolean }>();
  for (const section of groupByHeading(items)) {
    section.items.forEach((item, at) => {
      movable.set(item.product.id, { up: at > 0, down: at < section.items.length - 1 });
    });
  }
  return movable;
}

/**
 * Where a dragged row lands when dropped on another: in the target's place (before it when moved
 * up, after it when moved down) and under the target's heading. Null when dropped on itself.
 */
export function droppedOrder(
  items: readonly OrderGuideItem[],
  draggedId: number,
  targetId: number,
): { productIds: number[]; heading: string | null } | null {
  if (draggedId === targetId) return null;
  const shown = groupByHeading(items).flatMap((section) => section.items);
  const from = shown.findIndex((item) => item.product.id === draggedId);
  const target = shown.find((item) => item.product.id === targetId);
  const dragged = shown[from];
  if (!dragged || !target) return null;
  const to = shown.indexOf(target);
  const rest = shown.filter((item) => item !== dragged);
  // Taken out first, a row moved down lands after the target; one moved up, before it.
  const at = rest.indexOf(target) + (from < to ? 1 : 0);
  rest.splice(at, 0, dragged);
  return { productIds: rest.map((item) => item.product.id), heading: target.heading };
}

/** Whether the row can be ordered today: not taken out of the shop, not run out. */
export function canOrderNow(item: OrderGuideItem): boolean {
  return !item.archived && item.product.stock_level !== 'out_of_stock';
}

/** "Moved Limes to place 2 of 5 under Bar.": what a screen reader hears once a row has moved. */
export function movedText(items: readonly OrderGuideItem[], productId: number): string {
  const section = groupByHeading(items).find((found) =>
    found.items.some((item) => item.product.id === productId),
  );
  if (!section) return '';
  const at = section.items.findIndex((item) => item.product.id === productId);
  const name = section.items[at]?.product.name ?? '';
  const under = section.heading ? ` under ${section.heading}` : '';
  return `Moved ${name} to place ${at + 1} of ${section.items.length}${under}.`;
}

/** The months as en-GB's short dates write them ("24 Nov", "3 Sept"). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * "24 Nov", the London date of an instant, as Intl.DateTimeFormat('en-GB', { day: 'numeric',
 * month: 'short', timeZone: 'Europe/London' }) writes it; written out because the guide's first
 * formatter cost a tenth of a second on a slowed phone (decision 0193). The test holds it to Intl.
 */
export function shortLondonDate(iso: string): string {
  const { month, day } = londonCalendarDate(new Date(iso));
  return `${day} ${SHORT_MONTHS[month - 1]}`;
}

/** "Last ordered 6 on 24 Nov · 3 orders in 12 weeks", or that the venue added it itself. */
export function historyText(item: OrderGuideItem): string {
  if (item.last_quantity === null || item.last_ordered_at === null) return 'Added by you';
  const times = item.times_ordered === 1 ? '1 order' : `${item.times_ordered} orders`;
  return `Last ordered ${item.last_quantity} on ${shortLondonDate(item.last_ordered_at)} · ${times} in 12 weeks`;
}

/**
 * The lines of a standing order made from the guide: the rows with a quantity typed, or, with none
 * typed, every row at its last ordered quantity (1 for a product added by hand). A product taken out
 * of the shop is left out: a standing order holds only what is sold.
 */
export function standingOrderLines(
  items: readonly OrderGuideItem[],
  typed: (productId: number) => string,
): { lines: Array<{ productId: number; name: string; quantity: number }>; fromTyped: boolean } {
  const sold = items.filter((item) => !item.archived);
  const withQuantity = sold.flatMap((item) => {
    const { quantity } = readQuantity(typed(item.product.id));
    return quantity === null ? [] : [{ productId: item.product.id, name: item.product.name, quantity }];
  });
  if (withQuantity.length > 0) return { lines: withQuantity, fromTyped: true };
  const lines = sold.map((item) => ({
    productId: item.product.id,
    name: item.product.name,
    quantity: Math.max(1, item.last_quantity ?? 1),
  }));
  return { lines, fromTyped: false };
}

/** The sections cut to their first `limit` rows in the order shown (sections left empty dropped). */
export function firstRows<T>(sections: readonly GuideSection<T>[], limit: number): GuideSection<T>[] {
  let left = limit;
  const cut: GuideSection<T>[] = [];
  for (const section of sections) {
    if (left <= 0) break;
    const items = section.items.length > left ? section.items.slice(0, left) : section.items;
    cut.push(items === section.items ? section : { ...section, items });
    left -= items.length;
  }
  return cut;
}
