/** How far back a venue's orders shape its order guide. */
export const ORDER_GUIDE_WEEKS = 12;

/** The most products one guide holds: a venue's usual list is 20 to 60; this leaves room. */
export const MAX_ORDER_GUIDE_ITEMS = 300;

/** The longest heading a venue may give a group of its guide ("Kitchen dry store"). */
export const MAX_ORDER_GUIDE_HEADING = 40;

/** One product on one of the venue's orders in the window. */
export type OrderedLine = {
  productId: number;
  orderId: number;
  /** The order's ISO timestamp. */
  orderedAt: string;
  quantity: number;
};

/** What the venue changed about one product on its guide. */
export type GuideEdit = {
  productId: number;
  heading: string | null;
  position: number | null;
  removed: boolean;
};

export type GuideEntry = {
  productId: number;
  /** How many of the venue's orders in the window held the product. */
  timesOrdered: number;
  /** The quantity on the most recent of those orders; null for a product added by hand. */
  lastQuantity: number | null;
  lastOrderedAt: string | null;
  heading: string | null;
};

/** The start of the window a guide is built from: ORDER_GUIDE_WEEKS before `now`. */
export function orderGuideSince(now: Date): Date {
  return new Date(now.getTime() - ORDER_GUIDE_WEEKS * 7 * 24 * 60 * 60 * 1000);
}

type History = { orders: Set<number>; lastAt: string; lastOrderId: number; lastQuantity: number };

/**
 * The venue's guide: every product it ordered in the window or added itself, less those it took
 * off. Products the venue has placed come first, in its order; the rest follow, the most often
 * ordered first, then the most recently ordered, then those added by hand (by product id, so the
 * order never depends on how the rows were read).
 */
export function buildOrderGuide(lines: readonly OrderedLine[], edits: readonly GuideEdit[]): GuideEntry[] {
  const history = new Map<number, History>();
  for (const line of lines) {
    const seen = history.get(line.productId);
    if (!seen) {
      history.set(line.productId, {
        orders: new Set([line.orderId]),
        lastAt: line.orderedAt,
        lastOrderId: line.orderId,
        lastQuantity: line.quantity,
      });
      continue;
    }
    seen.orders.add(line.orderId);
    if (line.orderId === seen.lastOrderId) {
      // One order naming the product twice (an older basket) ordered the two lines together.
      seen.lastQuantity += line.quantity;
    } else if (
      line.orderedAt > seen.lastAt ||
      (line.orderedAt === seen.lastAt && line.orderId > seen.lastOrderId)
    ) {
      seen.lastAt = line.orderedAt;
      seen.lastOrderId = line.orderId;
      seen.lastQuantity = line.quantity;
    }
  }

  const editOf = new Map(edits.map((edit) => [edit.productId, edit]));
  const ids = new Set([...history.keys(), ...edits.map((edit) => edit.productId)]);
  const entries: Array<GuideEntry & { position: number | null }> = [];
  for (const productId of ids) {
    const edit = editOf.get(productId);
    if (edit?.removed) continue;
    const seen = history.get(productId);
    entries.push({
      productId,
      timesOrdered: seen?.orders.size ?? 0,
      lastQuantity: seen?.lastQuantity ?? null,
      lastOrderedAt: seen?.lastAt ?? null,
      heading: edit?.heading ?? null,
      position: edit?.position ?? null,
    });
  }
  entries.sort(
    (a, b) =>
      compareNullsLast(a.position, b.position) ||
      b.timesOrdered - a.timesOrdered ||
      (b.lastOrderedAt ?? '').localeCompare(a.lastOrderedAt ?? '') ||
      a.productId - b.productId,
  );
  return entries.map(({ position: _position, ...entry }) => entry);
}

function compareNullsLast(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

export type GuideSection<T> = { heading: string | null; items: T[] };

/**
 * The guide as the venue reads it: products without a heading first, then each heading where its
 * first product stands in the guide's order, holding its products in that order.
 */
export function groupByHeading<T extends { heading: string | null }>(items: readonly T[]): GuideSection<T>[] {
  const sections = new Map<string | null, T[]>([[null, []]]);
  for (const item of items) {
    const list = sections.get(item.heading);
    if (list) list.push(item);
    else sections.set(item.heading, [item]);
  }
  return [...sections.entries()]
    .filter(([, list]) => list.length > 0)
    .map(([heading, list]) => ({ heading, items: list }));
}

/** A heading as the venue typed it: spaces trimmed and collapsed; empty means no heading. */
export function normaliseHeading(input: string | null): string | null {
  const text = (input ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}
