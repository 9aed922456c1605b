import { ALLERGEN_DECLARATION_LABELS, ALLERGENS, hasUndeclaredAllergens } from '../../domain/allergens.ts';
import { formatPence, poundsToPence } from '../../domain/money.ts';
import type { ProductSummary } from '../../domain/schemas/catalogue.ts';
import { STOCK_LEVEL_LABELS, type StockLevel } from '../../domain/stock.ts';

/** "5 kg · £2.00 per kg (member £1.71 per kg)": the pack and what it costs per kg, litre or item. */
export function PackAndUnitPrice({ product }: { product: Pick<ProductSummary, 'pack' | 'unit_price'> }) {
  const { pack, unit_price: unit } = product;
  const listPence = poundsToPence(unit.price);
  const memberPence = poundsToPence(unit.special_price);
  const member =
    memberPence > 0 && memberPence < listPence ? ` (member ${formatPence(memberPence)} ${unit.label})` : '';
  return (
    <p className="text-xs text-neutral-600">
      <span className="font-medium text-neutral-800">{pack.label}</span>
      {` · ${formatPence(listPence)} ${unit.label}${member}`}
    </p>
  );
}

/** The order code a chef types into quick order or search. */
export function OrderCode({ code }: { code: string }) {
  return (
    <p className="text-xs text-neutral-600">
      Code <span className="font-mono font-semibold text-neutral-800">{code}</span>
    </p>
  );
}

/**
 * What a card says about allergens, compactly: the ones it contains or may contain, each with an
 * icon and words (never colour alone), and plainly when declarations are missing.
 */
export function AllergenBadges({ allergens }: { allergens: ProductSummary['allergens'] }) {
  const contains = ALLERGENS.filter(({ key }) => allergens[key] === 'contains');
  const mayContain = ALLERGENS.filter(({ key }) => allergens[key] === 'may_contain');
  const undeclared = hasUndeclaredAllergens(allergens);
  if (contains.length === 0 && mayContain.length === 0 && !undeclared) return null;
  return (
    <ul className="flex flex-wrap gap-1 text-[11px] leading-tight" aria-label="Allergens">
      {contains.length > 0 && (
        <li className="rounded border border-red-300 bg-red-50 px-1.5 py-0.5 text-red-900">
          <span aria-hidden="true">⚠ </span>
          {ALLERGEN_DECLARATION_LABELS.contains}: {contains.map((a) => a.label).join(', ')}
        </li>
      )}
      {mayContain.length > 0 && (
        <li className="rounded border border-amber-300 bg-amber-50 px-1.5 py-0.5 text-amber-900">
          <span aria-hidden="true">△ </span>
          {ALLERGEN_DECLARATION_LABELS.may_contain}: {mayContain.map((a) => a.label).join(', ')}
        </li>
      )}
      {undeclared && (
        <li className="rounded border border-neutral-300 bg-neutral-100 px-1.5 py-0.5 text-neutral-800">
          <span aria-hidden="true">? </span>
          Allergens not yet declared
        </li>
      )}
    </ul>
  );
}

const STOCK_LOOKS: Record<StockLevel, { icon: string; className: string }> = {
  in_stock: { icon: '✓', className: 'text-emerald-800' },
  low_stock: { icon: '!', className: 'text-amber-800' },
  out_of_stock: { icon: '✕', className: 'text-red-800' },
};

/** In stock, Low stock or Out of stock, in words with an icon (never colour alone); nothing when not counted. */
export function StockLevelNote({ level }: { level: StockLevel | null }) {
  if (level === null) return null;
  const look = STOCK_LOOKS[level];
  return (
    <p className={`text-xs font-semibold ${look.className}`}>
      <span aria-hidden="true">{look.icon} </span>
      {STOCK_LEVEL_LABELS[level]}
    </p>
  );
}
