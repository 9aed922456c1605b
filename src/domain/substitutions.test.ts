import { describe, expect, it } from 'vitest';
import { allergenMasks } from './allergens.ts';
import type { Pack } from './pack.ts';
import {
  bringsNewAllergen,
  isClosePack,
  type SubstituteProduct,
  substituteCandidates,
  substitutionText,
} from './substitutions.ts';

const litres6: Pack = { count: 6, size: 1, unit: 'l' };

describe('isClosePack', () => {
  it.each<[string, Pack, boolean]>([
    ['the same pack', { count: 6, size: 1, unit: 'l' }, true],
    ['the same volume in smaller bottles', { count: 12, size: 500, unit: 'ml' }, true],
    ['a quarter more', { count: 6, size: 1250, unit: 'ml' }, true],
    ['a quarter less', { count: 3, size: 1500, unit: 'ml' }, true],
    ['more than a quarter more', { count: 8, size: 1, unit: 'l' }, false],
    ['less than three quarters', { count: 4, size: 1, unit: 'l' }, false],
    ['a weight, not a volume', { count: 6, size: 1, unit: 'kg' }, false],
    ['items, not a volume', { count: 6, size: 1, unit: 'item' }, false],
  ])('6 x 1 l against %s: %s', (_name, candidate, close) => {
    expect(isClosePack(litres6, candidate)).toBe(close);
  });
});

describe('bringsNewAllergen', () => {
  it.each([
    ['the same declarations', { milk: 'contains' }, { milk: 'contains' }, false],
    ['fewer allergens', { milk: 'contains', eggs: 'contains' }, { milk: 'contains' }, false],
    ['free where the original may contain', { milk: 'may_contain' }, { milk: 'free' }, false],
    ['an allergen the original lacks', { milk: 'free' }, { milk: 'contains' }, true],
    ['a trace the original is free from', { milk: 'free' }, { milk: 'may_contain' }, true],
    [
      'contains where the original only may contain',
      { tree_nuts: 'may_contain' },
      { tree_nuts: 'contains' },
      true,
    ],
    ['undeclared where the original is free from', { gluten: 'free' }, {}, true],
    ['contains where the original is undeclared', {}, { sesame: 'contains' }, true],
    ['both undeclared', {}, {}, false],
  ] as const)('%s: %s', (_name, original, candidate, brings) => {
    expect(bringsNewAllergen(allergenMasks(original), allergenMasks(candidate))).toBe(brings);
  });
});

describe('substituteCandidates', () => {
  const base: SubstituteProduct = {
    id: 1,
    name: 'Whole milk 6 x 1 l',
    categoryId: 10,
    pack: litres6,
    allergens: allergenMasks({ milk: 'contains', gluten: 'free' }),
    stock: 0,
    listed: true,
  };
  const product = (overrides: Partial<SubstituteProduct>): SubstituteProduct => ({ ...base, ...overrides });

  it('keeps listed products of the same category, a close pack, no new allergen and enough stock, by name', () => {
    const products = [
      base,
      product({ id: 2, name: 'Semi-skimmed milk 6 x 1 l', stock: null }),
      product({ id: 3, name: 'Organic whole milk 12 x 500 ml', stock: 5 }),
      product({ id: 4, name: 'Oat drink 6 x 1 l', categoryId: 11, stock: null }),
      product({ id: 5, name: 'Milk 2 x 1 l', pack: { count: 2, size: 1, unit: 'l' }, stock: null }),
      product({
        id: 6,
        name: 'Malted milk 6 x 1 l',
        allergens: allergenMasks({ milk: 'contains' }),
        stock: null,
      }),
      product({ id: 7, name: 'Whole milk (archived) 6 x 1 l', listed: false, stock: null }),
      product({ id: 8, name: 'Jersey milk 6 x 1 l', stock: 2 }),
    ];
    expect(substituteCandidates(base, 3, products).map((each) => each.id)).toEqual([3, 2]);
  });

  it('says what was substituted for what', () => {
    expect(substitutionText('Semi-skimmed milk 6 x 1 l', 'Whole milk 6 x 1 l')).toBe(
      'Semi-skimmed milk 6 x 1 l was substituted for Whole milk 6 x 1 l',
    );
  });
});
