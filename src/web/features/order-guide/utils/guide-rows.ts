import { groupByHeading } from '../../../../domain/order-guide.ts';
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

const LAST_ORDERED = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Europe/London',
});

/** "Last ordered 6 on 24 Nov · 3 orders in 12 weeks", or that the venue added it itself. */
export function historyText(item: OrderGuideItem): string {
  if (item.last_quantity === null || item.last_ordered_at === null) return 'Added by you';
  const times = item.times_ordered === 1 ? '1 order' : `${item.times_ordered} orders`;
  return `Last ordered ${item.last_quantity} on ${LAST_ORDERED.format(new Date(item.last_ordered_at))} · ${times} in 12 weeks`;
}
