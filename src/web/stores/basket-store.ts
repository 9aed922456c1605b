import { create } from 'zustand';
import { poundsToPence } from '../../domain/money.ts';
import { type OrderTotals, type PricedLine, priceLine, priceOrder } from '../../domain/pricing.ts';
import { MAX_BASKET_QUANTITY } from '../../domain/quantity.ts';
import type { ProductSummary } from '../../domain/schemas/catalogue.ts';
import { vatRateOr } from '../../domain/vat.ts';
import { readLocal, writeLocal } from '../lib/local-storage.ts';

/** A basket line is the product's fields plus a quantity (docs/product.md §3), kept under `cart`. */
export type BasketLine = ProductSummary & { quantity: number };

const CART_KEY = 'cart';
/**
 * The card order placed from the basket as it stands, while its payment is awaited: the success
 * page empties the basket only for that order, once it is paid. Any change to the basket forgets
 * it, since the basket is then no longer what was ordered.
 */
const ORDERED_KEY = 'cart-order';

/**
 * The stored cart is outside our control (an older version of the shop, another tab, a hand
 * edit), so every field the basket renders from is checked; a line missing one is dropped rather
 * than crashing the page that reads it.
 */
export function isBasketLine(value: unknown): value is BasketLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<Record<keyof BasketLine, unknown>>;
  return (
    typeof line.id === 'number' &&
    typeof line.slug === 'string' &&
    typeof line.name === 'string' &&
    Array.isArray(line.images) &&
    line.images.every((image) => typeof image === 'string') &&
    typeof line.price === 'number' &&
    Number.isFinite(line.price) &&
    typeof line.special_price === 'number' &&
    Number.isFinite(line.special_price) &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1
  );
}

function readStoredBasket(): BasketLine[] {
  try {
    const parsed: unknown = JSON.parse(readLocal(CART_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isBasketLine) : [];
  } catch {
    return [];
  }
}

type BasketState = {
  lines: BasketLine[];
  /** The card order placed from these lines, awaiting its payment (ORDERED_KEY). */
  orderedAs: string | null;
  /** Adding a product sets its quantity to 1. */
  add(product: ProductSummary): void;
  setQuantity(productId: number, quantity: number): void;
  /**
   * Adds each quantity to the product's line (a new line at the end for a product not in the
   * basket), a line holding at most the basket's most. Answers how many lines it changed.
   */
  addQuantities(additions: ReadonlyArray<{ product: ProductSummary; quantity: number }>): number;
  remove(productId: number): void;
  clear(): void;
  replace(lines: BasketLine[]): void;
  /** Remembers that these lines became this order, whose payment is awaited. */
  markOrdered(orderId: string): void;
  /** Empties the basket if it is still what became this order; true when it did. */
  clearIfOrdered(orderId: string): boolean;
};

export const useBasketStore = create<BasketState>((set, get) => {
  const save = (lines: BasketLine[]) => {
    writeLocal(CART_KEY, JSON.stringify(lines));
    writeLocal(ORDERED_KEY, null);
    set({ lines, orderedAs: null });
  };
  return {
    lines: readStoredBasket(),
    orderedAs: readLocal(ORDERED_KEY),
    add(product) {
      const others = get().lines.filter((line) => line.id !== product.id);
      save([...others, { ...product, quantity: 1 }]);
    },
    addQuantities(additions) {
      const lines = [...get().lines];
      let changed = 0;
      for (const { product, quantity } of additions) {
        if (!Number.isInteger(quantity) || quantity < 1) continue;
        const at = lines.findIndex((line) => line.id === product.id);
        const current = at === -1 ? 0 : (lines[at] as BasketLine).quantity;
        const line = { ...product, quantity: Math.min(MAX_BASKET_QUANTITY, current + quantity) };
        if (at === -1) lines.push(line);
        else lines[at] = line;
        changed += 1;
      }
      if (changed > 0) save(lines);
      return changed;
    },
    setQuantity(productId, quantity) {
      if (!Number.isInteger(quantity) || quantity < 1) return;
      save(get().lines.map((line) => (line.id === productId ? { ...line, quantity } : line)));
    },
    remove(productId) {
      save(get().lines.filter((line) => line.id !== productId));
    },
    clear() {
      save([]);
    },
    replace(lines) {
      save(lines.filter(isBasketLine));
    },
    markOrdered(orderId) {
      writeLocal(ORDERED_KEY, orderId);
      set({ orderedAs: orderId });
    },
    clearIfOrdered(orderId) {
      if (get().orderedAs !== orderId) return false;
      save([]);
      return true;
    },
  };
});

/** Other tabs changing the basket show up here too. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_KEY) useBasketStore.setState({ lines: readStoredBasket() });
    if (event.key === ORDERED_KEY) useBasketStore.setState({ orderedAs: readLocal(ORDERED_KEY) });
  });
}

export function basketCount(lines: BasketLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** A basket line priced for this customer by the one pricing rule (src/domain/pricing.ts). */
export type PricedBasketLine = PricedLine & { product: BasketLine };

/** The product's pound prices as the domain's pence, with the line's quantity. */
function priceInput(line: BasketLine) {
  return {
    listPence: poundsToPence(line.price),
    memberPence: poundsToPence(line.special_price),
    quantity: line.quantity,
    // A line stored before products carried their rate is standard-rated, as every product then was.
    vatRatePercent: vatRateOr(line.vat_rate),
  };
}

export function priceBasketLine(line: BasketLine, isMember: boolean): PricedBasketLine {
  return { ...priceLine(priceInput(line), isMember), product: line };
}

/**
 * What this customer pays for the basket: every line at their unit price and the order's totals
 * (subtotal excluding VAT, VAT, shipping, total), exactly as the server will work them out.
 */
export function priceBasket(
  lines: readonly BasketLine[],
  isMember: boolean,
): { lines: PricedBasketLine[]; totals: OrderTotals } {
  const priced = priceOrder(lines.map(priceInput), isMember);
  return {
    lines: priced.lines.map((line, index) => ({ ...line, product: lines[index] as BasketLine })),
    totals: priced.totals,
  };
}
