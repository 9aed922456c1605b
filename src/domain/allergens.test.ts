import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_KEYS,
  ALLERGENS,
  type AllergenDeclarations,
  allergenDeclarations,
  allergenMasks,
  allergenStatement,
  freeFromMask,
  hasUndeclaredAllergens,
  isAllergenKey,
  isFreeFrom,
  NO_ALLERGENS_DECLARED,
} from './allergens.ts';

describe('allergens', () => {
  it('lists the 14 UK allergens, each with its own bit', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(new Set(ALLERGENS.map((a) => a.bit)).size).toBe(14);
    expect(ALLERGENS.map((a) => a.label)).toContain('Sulphur dioxide and sulphites');
  });

  it.each([
    ['contains', { contains: 1 << 6, mayContain: 0, free: 0 }],
    ['may_contain', { contains: 0, mayContain: 1 << 6, free: 0 }],
    ['free', { contains: 0, mayContain: 0, free: 1 << 6 }],
    ['undeclared', NO_ALLERGENS_DECLARED],
  ] as const)('stores milk %s in its mask and reads it back', (declaration, masks) => {
    expect(allergenMasks({ milk: declaration })).toEqual(masks);
    expect(allergenDeclarations(masks).milk).toBe(declaration);
  });

  it('reads a product nobody declared as undeclared throughout', () => {
    const declarations = allergenDeclarations(NO_ALLERGENS_DECLARED);
    expect(Object.values(declarations).every((d) => d === 'undeclared')).toBe(true);
    expect(hasUndeclaredAllergens(declarations)).toBe(true);
  });

  it('knows a fully declared product', () => {
    const all = allergenMasks(Object.fromEntries(ALLERGENS.map((a) => [a.key, 'free'])));
    expect(hasUndeclaredAllergens(allergenDeclarations(all))).toBe(false);
  });

  it('asks for the bits of every allergen a filter names', () => {
    expect(freeFromMask(['gluten', 'milk'])).toBe((1 << 1) | (1 << 6));
    expect(freeFromMask([])).toBe(0);
  });

  it.each([
    ['gluten', true],
    ['tree_nuts', true],
    ['nuts', false],
    ['Gluten', false],
  ])('%s is a key: %s', (key, expected) => {
    expect(isAllergenKey(key)).toBe(expected);
  });
});

describe('isFreeFrom', () => {
  it('is true only where every allergen asked for is declared free', () => {
    const declarations = allergenDeclarations(
      allergenMasks({ gluten: 'free', milk: 'may_contain', eggs: 'free' }),
    );
    expect(isFreeFrom(declarations, [])).toBe(true);
    expect(isFreeFrom(declarations, ['gluten', 'eggs'])).toBe(true);
    expect(isFreeFrom(declarations, ['gluten', 'milk'])).toBe(false);
    expect(isFreeFrom(declarations, ['celery'])).toBe(false);
  });
});

describe('allergenStatement', () => {
  const none = Object.fromEntries(ALLERGEN_KEYS.map((key) => [key, 'free'])) as AllergenDeclarations;

  it('lists what a product contains and may contain, by label', () => {
    expect(allergenStatement({ ...none, milk: 'contains', eggs: 'contains', tree_nuts: 'may_contain' })).toBe(
      'Contains: Eggs, Milk. May contain: Tree nuts.',
    );
  });

  it('says plainly when some are undeclared, and when it is free from all 14', () => {
    expect(allergenStatement({ ...none, sesame: 'undeclared' })).toBe('Some allergens not yet declared.');
    expect(allergenStatement(none)).toBe('None of the 14 allergens.');
  });
});
