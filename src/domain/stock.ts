/**
 * Stock a product may be kept at. A product's stock is a whole number of units sold, or null when
 * nobody counts it (untracked: it never runs out, which is every product until staff start
 * counting one).
 */
export const MAX_STOCK = 1_000_000;

/** At or below this many units (and above none), a tracked product reads 'Low stock'. */
export const LOW_STOCK_AT = 10;

export const STOCK_LEVELS = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

export const STOCK_LEVEL_LABELS: Record<StockLevel, string> = {
  in_stock: 'In stock',
  low_stock: 'Low stock',
  out_of_stock: 'Out of stock',
};

/** How a product's stock reads in the shop, or null for an untracked product (nothing is said). */
export function stockLevel(stock: number | null): StockLevel | null {
  if (stock === null) return null;
  if (stock <= 0) return 'out_of_stock';
  return stock <= LOW_STOCK_AT ? 'low_stock' : 'in_stock';
}

/** Whether `quantity` units can be taken from `stock` (an untracked product always can). */
export function canTake(stock: number | null, quantity: number): boolean {
  return stock === null || stock >= quantity;
}

/** Why an order line asking for more than is in stock is refused: the product and what is left. */
export function notEnoughStockMessage(productName: string, available: number): string {
  return available <= 0
    ? `${productName} is out of stock.`
    : `Only ${available} of ${productName} ${available === 1 ? 'is' : 'are'} in stock. Please order at most ${available}.`;
}

export type StockedLine = { productId: number; title: string; quantity: number };

/**
 * The lines an order cannot have from stock, by their index, each with why: a product's lines are
 * counted together (two lines of 6 want 12). `stockOf` answers a product's stock (null: untracked).
 */
export function stockShortfalls(
  lines: readonly StockedLine[],
  stockOf: (productId: number) => number | null,
): Map<number, string> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const short = new Map<number, string>();
  lines.forEach((line, index) => {
    const stock = stockOf(line.productId);
    if (stock !== null && !canTake(stock, wanted.get(line.productId) ?? 0)) {
      short.set(index, notEnoughStockMessage(line.title, stock));
    }
  });
  return short;
}

/** How staff read a venue's substitutes setting (the admin order and customer pages). */
export function substitutesSettingText(accepted: boolean): string {
  return accepted ? 'Accepted when a product is short' : 'Not accepted';
}

/** How the venue reads its own line that was short when it ordered: staff put a substitute in. */
export function customerShortLineNote(quantity: number, unitsShort: number): string {
  return `Short — we’ll send a substitute for ${unitsShort} of ${quantity}`;
}

/** How staff see a line a venue accepted short (docs/product.md: substitutes). */
export const SHORT_SUBSTITUTE_ALLOWED = 'Short — substitute allowed';

/** The flag with how short the line was: "Short — substitute allowed: 3 of 5 not in stock". */
export function shortLineNote(quantity: number, unitsShort: number): string {
  return `${SHORT_SUBSTITUTE_ALLOWED}: ${unitsShort} of ${quantity} not in stock`;
}

export type LineStock = { taken: number; short: number };

/**
 * Shares out the units taken of each product among its lines, first line first: each line's units
 * taken from stock and units short. `takenOf` answers the units taken of a product, or null when it
 * is untracked (nothing taken, nothing short).
 */
export function lineStock(
  lines: readonly StockedLine[],
  takenOf: (productId: number) => number | null,
): LineStock[] {
  const left = new Map<number, number>();
  return lines.map((line) => {
    const taken = takenOf(line.productId);
    if (taken === null) return { taken: 0, short: 0 };
    const remaining = left.get(line.productId) ?? taken;
    const share = Math.min(remaining, line.quantity);
    left.set(line.productId, remaining - share);
    return { taken: share, short: line.quantity - share };
  });
}

/**
 * What a drop's notes say of its short lines, for the driver and the venue at the door: "Short —
 * substitute allowed: Gin 70cl (3 of 5), Limes 5kg (1 of 2)"; empty when none was short.
 */
export function shortLinesNote(
  lines: ReadonlyArray<{ title: string; quantity: number; unitsShort: number }>,
): string {
  const short = lines.filter((line) => line.unitsShort > 0);
  if (short.length === 0) return '';
  return `${SHORT_SUBSTITUTE_ALLOWED}: ${short.map((line) => `${line.title} (${line.unitsShort} of ${line.quantity})`).join(', ')}`;
}
