import { ALLERGENS, type AllergenMasks } from './allergens.ts';
import type { Pack } from './pack.ts';

/**
 * How far a substitute's pack may hold more or less than the original's and still count as close:
 * a quarter either way, in the same measure (weight, volume or items), so 6 x 1 l may become
 * 12 x 500 ml or 6 x 1.25 l (a 7.5 l case) but not a 20 l keg (decision 0188).
 */
export const CLOSE_PACK_SHARE = 0.25;

const BASE_OF = { g: 'weight', kg: 'weight', ml: 'volume', l: 'volume', item: 'items' } as const;
const SMALLEST = { g: 1, kg: 1000, ml: 1, l: 1000, item: 1 } as const;

/** What a whole pack holds in grams, millilitres or items, and which of the three. */
function contents(pack: Pack): { base: string; amount: number } {
  return { base: BASE_OF[pack.unit], amount: pack.count * pack.size * SMALLEST[pack.unit] };
}

/** The same pack, or one of the same measure holding within a quarter as much. */
export function isClosePack(original: Pack, candidate: Pack): boolean {
  const a = contents(original);
  const b = contents(candidate);
  if (a.base !== b.base) return false;
  return Math.abs(b.amount - a.amount) <= a.amount * CLOSE_PACK_SHARE;
}

/** How risky a declaration is for one allergen: a substitute may never be riskier than the original. */
function allergenRisk(masks: AllergenMasks, bit: number): number {
  if (masks.contains & bit) return 3;
  if (masks.mayContain & bit) return 2;
  if (masks.free & bit) return 0;
  return 1; // not yet declared: it may be in it
}

/**
 * Whether the candidate might bring an allergen the original does not: for each of the 14, it may
 * be no worse than the original (contains > may contain > not yet declared > free from). A product
 * declared free from milk is never replaced by one that is not declared free from milk.
 */
export function bringsNewAllergen(original: AllergenMasks, candidate: AllergenMasks): boolean {
  return ALLERGENS.some(({ bit }) => allergenRisk(candidate, bit) > allergenRisk(original, bit));
}

export type SubstituteProduct = {
  id: number;
  name: string;
  categoryId: number;
  pack: Pack;
  allergens: AllergenMasks;
  /** Units in stock, or null: untracked (never runs out). */
  stock: number | null;
  /** Listed in the shop: not archived, not waiting for approval. */
  listed: boolean;
};

/**
 * The products staff may send instead of a short line's product (decision 0188): listed, another
 * product of the same category, the same pack or a close one, no allergen the original lacks, and
 * enough in stock for the units short. By name.
 */
export function substituteCandidates(
  original: SubstituteProduct,
  unitsNeeded: number,
  products: readonly SubstituteProduct[],
): SubstituteProduct[] {
  return products
    .filter(
      (candidate) =>
        candidate.id !== original.id &&
        candidate.listed &&
        candidate.categoryId === original.categoryId &&
        isClosePack(original.pack, candidate.pack) &&
        !bringsNewAllergen(original.allergens, candidate.allergens) &&
        (candidate.stock === null || candidate.stock >= unitsNeeded),
    )
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** "Case of Fino 6 x 75 cl was substituted for Case of Manzanilla 6 x 75 cl": the order's words for it. */
export function substitutionText(substituteTitle: string, originalTitle: string): string {
  return `${substituteTitle} was substituted for ${originalTitle}`;
}

export const SUBSTITUTE_NOT_ALLOWED =
  'The venue does not allow a substitute for this line. Please send what there is or call the venue.';
export const SUBSTITUTE_NOT_SHORT = 'This line is not short, so there is nothing to substitute.';
export const SUBSTITUTE_ALREADY = 'This line has already been substituted.';
export const SUBSTITUTE_NOT_CANDIDATE =
  'That product cannot stand in for this line. Please choose one of the substitutes offered.';
export const SUBSTITUTE_ORDER_CLOSED =
  'This order is no longer going out, so its lines cannot be substituted.';
export const ALLOW_SUBSTITUTE_LABEL = 'Allow a substitute';
export const SUBSTITUTE_BUTTON = 'Substitute';
export const SUBSTITUTE_SEND = 'Send this substitute';
export const NO_SUBSTITUTE_CANDIDATES =
  'No product can stand in for this line: same category, a close pack and no new allergen.';
export const SUBSTITUTE_NOT_ALLOWED_NOTE = 'The venue does not allow a substitute for this line.';
export const SHORT_LINES_HEADING = 'Short lines';
