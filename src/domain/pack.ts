import type { Pence } from './money.ts';

/** The units a pack is measured in; the unit price is per kg, per litre or per item. */
export const PACK_UNITS = ['g', 'kg', 'ml', 'l', 'item'] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

/**
 * What one unit sold holds: `count` × `size` `unit`, e.g. a case of 6 × 1 l is { count: 6, size: 1,
 * unit: 'l' }, a 5 kg sack { count: 1, size: 5, unit: 'kg' }, a tray of 180 eggs { count: 180, size: 1,
 * unit: 'item' }. Whole numbers only: 75 cl is 750 ml.
 */
export type Pack = { count: number; size: number; unit: PackUnit };

export type UnitPriceBase = 'kg' | 'l' | 'item';

/** How many of the smallest unit make one of the base the unit price is quoted in. */
const PER_BASE: Record<PackUnit, { base: UnitPriceBase; factor: number }> = {
  g: { base: 'kg', factor: 1000 },
  kg: { base: 'kg', factor: 1 },
  ml: { base: 'l', factor: 1000 },
  l: { base: 'l', factor: 1 },
  item: { base: 'item', factor: 1 },
};

export const UNIT_PRICE_LABELS: Record<UnitPriceBase, string> = {
  kg: 'per kg',
  l: 'per litre',
  item: 'each',
};

export type UnitPrice = { pence: Pence; base: UnitPriceBase };

/**
 * The price per kg, per litre or per item of a pack sold at `pricePence`, rounded to the nearest
 * penny with halves rounded up (worked in whole numbers, so no floating-point drift).
 */
export function unitPriceOf(pricePence: Pence, pack: Pack): UnitPrice {
  const { base, factor } = PER_BASE[pack.unit];
  const numerator = pricePence * factor;
  const denominator = pack.count * pack.size;
  return { pence: Math.floor((2 * numerator + denominator) / (2 * denominator)), base };
}

/** "6 x 1 l", "5 kg", "180 items": what the pack is, as cards and invoices print it. */
export function packLabel(pack: Pack): string {
  const one =
    pack.unit === 'item' ? `${pack.size} ${pack.size === 1 ? 'item' : 'items'}` : `${pack.size} ${pack.unit}`;
  if (pack.count === 1) return one;
  if (pack.unit === 'item' && pack.size === 1) return `${pack.count} items`;
  return `${pack.count} x ${one}`;
}

/**
 * The pack a product's name states ("Gin 70cl", "Flour 5kg", "Tonic 24 x 200ml", "Eggs x 180"), or
 * null when it states none. Used to backfill existing products and to suggest a pack in the form.
 */
export function packFromName(name: string): Pack | null {
  const measure = /(?:(\d+)\s*x\s*)?(\d+(?:\.\d+)?)\s*(kg|g|ml|cl|ltr|litres?|l)\b/i.exec(name);
  if (measure) {
    const count = measure[1] ? Number(measure[1]) : 1;
    const amount = Number(measure[2]);
    const unit = measure[3]?.toLowerCase() ?? '';
    if (unit === 'cl') return { count, size: Math.round(amount * 10), unit: 'ml' };
    const normalised: PackUnit = unit === 'kg' ? 'kg' : unit === 'g' ? 'g' : unit === 'ml' ? 'ml' : 'l';
    if (Number.isInteger(amount)) return { count, size: amount, unit: normalised };
    if (normalised === 'kg' || normalised === 'l') {
      return { count, size: Math.round(amount * 1000), unit: normalised === 'kg' ? 'g' : 'ml' };
    }
    return { count, size: Math.round(amount), unit: normalised };
  }
  const items = /\bx\s*(\d+)\b|\b(\d+)\s*(?:pack|pk|items|pieces|pcs)\b/i.exec(name);
  const count = Number(items?.[1] ?? items?.[2] ?? 0);
  return count > 0 ? { count, size: 1, unit: 'item' } : null;
}

/** A product without a stated pack is sold by the item. */
export const SINGLE_ITEM_PACK: Pack = { count: 1, size: 1, unit: 'item' };

/** A pack as a row stores it, read defensively: an unknown unit is an item, sizes at least 1. */
export function storedPack(count: number, size: number, unit: string): Pack {
  const known = (PACK_UNITS as readonly string[]).includes(unit) ? (unit as PackUnit) : 'item';
  return { count: Math.max(1, Number(count)), size: Math.max(1, Number(size)), unit: known };
}
