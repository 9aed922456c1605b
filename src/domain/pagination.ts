export const PRODUCTS_PER_PAGE = 24;
export const REVIEWS_PER_PAGE = 5;
/** Longest search text the API accepts. */
export const MAX_SEARCH_LENGTH = 100;

export function lastPageFor(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * Page numbers to show in a pager: always the first and last, the current one and its
 * neighbours, with `null` where a gap is elided.
 */
export function pagerItems(current: number, last: number, spread = 1): Array<number | null> {
  const pages = new Set<number>([1, last]);
  for (let page = current - spread; page <= current + spread; page++) {
    if (page >= 1 && page <= last) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: Array<number | null> = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push(null);
    items.push(page);
  }
  return items;
}
