import type { VatRatePercent } from '../../../domain/vat.ts';
import type { CatalogueItem } from './catalogue-items.ts';

/**
 * Demo products a wholesaler sells below the standard rate, added after the hand-written catalogue
 * so every product before them (and every figure the shop's texts give) stays as it was. Most food
 * for a kitchen is zero-rated (HMRC VAT notice 701/14); LPG in cylinders of under 50 kg, a few at a
 * time, counts as fuel for domestic use and is reduced-rated (VAT notice 701/19).
 */
const LINES: ReadonlyArray<
  [category: string, group: string, name: string, pounds: number, rate: VatRatePercent]
> = [
  ['Fruit', 'Fresh produce', 'Clementines, box of 60', 13.49, 0],
  ['Vegetables', 'Fresh produce', 'Leeks, trimmed 5kg', 9.49, 0],
  ['Milk & cream', 'Dairy & eggs', 'Jersey whole milk 6 x 1L', 7.49, 0],
  ['Flour, rice & pasta', 'Dry store', 'Self-raising flour 16kg', 13.49, 0],
  ['Bread & rolls', 'Bakery', 'Farmhouse wholemeal loaves 6 x 800g', 9.99, 0],
  ['Fish', 'Fish & seafood', 'Scottish salmon sides 2 x 1.5kg', 44.99, 0],
  ['Tea & coffee', 'Drinks', 'Loose leaf Assam tea 1kg', 21.99, 0],
  ['Bar equipment', 'Bar supplies', 'Propane cylinder for patio heaters 13kg', 38.99, 5],
];

export const NOT_STANDARD_RATED_ITEMS: readonly CatalogueItem[] = LINES.map(
  ([category, group, name, pounds, vatRate]) => ({
    category,
    group,
    name,
    pricePence: Math.round(pounds * 100),
    vatRate,
  }),
);
