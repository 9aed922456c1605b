import { describe, expect, it } from 'vitest';
import { type LineMatch, type MatchCandidate, matchOrderLine, readOrderLine } from './quick-order.ts';

describe('readOrderLine', () => {
  it.each([
    ['12 x lemons', 12, 'lemons'],
    ['12x lemons', 12, 'lemons'],
    ['12 lemons', 12, 'lemons'],
    ['SKU123 4', 4, 'SKU123'],
    ['4 cases coke zero', 4, 'coke zero'],
    ['4 cases of coke zero', 4, 'coke zero'],
    ['coke zero x 4', 4, 'coke zero'],
    ['lemons, 12', 12, 'lemons'],
    ['lemons\t12', 12, 'lemons'],
    ['Lemons;12', 12, 'Lemons'],
    ['- 2 boxes limes', 2, 'limes'],
    ['• diet cola 3', 3, 'diet cola'],
    ['W00042', 1, 'W00042'],
    ['Cola cans 24 x 330ml', 1, 'Cola cans 24 x 330ml'],
    ['2 Cola cans 24 x 330ml', 2, 'Cola cans 24 x 330ml'],
    ['  3   x   vine tomatoes.  ', 3, 'vine tomatoes'],
    ['x6 ginger ale', 6, 'ginger ale'],
  ])('reads %j as %i of %j', (line, quantity, query) => {
    expect(readOrderLine(line)).toMatchObject({ quantity, query });
  });

  it.each([
    ['w00042', 'W00042'],
    ['SKU123 4', 'SKU123'],
    ['12 lemons', 'LEMONS'],
    ['diet cola', null],
    ['12 x 4', null],
  ])('reads %j as the order code %j', (line, code) => {
    expect(readOrderLine(line)?.code ?? null).toBe(code);
  });

  it.each([[''], ['   '], ['12'], ['12 x'], ['case'], ['0 x lemons'], ['1000 lemons'], [',,,']])(
    'finds nothing to order in %j',
    (line) => {
      expect(readOrderLine(line)).toBeNull();
    },
  );
});

const CATALOGUE: MatchCandidate[] = [
  { id: 1, name: 'Lemons, unwaxed box of 80', orderCode: 'W00001' },
  { id: 2, name: 'Limes, box of 60', orderCode: 'W00002' },
  { id: 3, name: 'Lemonade bottles 24 x 500ml', orderCode: 'W00003' },
  { id: 4, name: 'Lemon-lime soda cans 24 x 330ml', orderCode: 'W00004' },
  { id: 5, name: 'Cola cans 24 x 330ml', orderCode: 'SKU123' },
  { id: 6, name: 'Diet cola cans 24 x 330ml', orderCode: 'W00006' },
  { id: 7, name: 'Cola post-mix bag-in-box 7L', orderCode: 'W00007' },
  { id: 8, name: 'Vine tomatoes 6kg', orderCode: 'W00008' },
  { id: 9, name: 'Cherry tomatoes 10 x 250g', orderCode: 'W00009' },
  { id: 10, name: 'Ginger ale 24 x 200ml', orderCode: 'GINGER1' },
  { id: 11, name: 'Crème fraîche 2kg', orderCode: 'W00011' },
  { id: 12, name: 'Cherries, box of 5kg', orderCode: 'W00012' },
];

describe('matchOrderLine', () => {
  it.each<[string, LineMatch]>([
    // An order code is certain, whatever its case.
    ['SKU123 4', { status: 'certain', productId: 5 }],
    ['w00008', { status: 'certain', productId: 8 }],
    ['2 x ginger1', { status: 'certain', productId: 10 }],
    // One name holding every word, and no other: certain, plural or not.
    ['12 x lemons', { status: 'certain', productId: 1 }],
    ['limes 6', { status: 'certain', productId: 2 }],
    ['4 cases diet cola', { status: 'certain', productId: 6 }],
    ['vine tomato 2', { status: 'certain', productId: 8 }],
    ['ginger ale', { status: 'certain', productId: 10 }],
    ['creme fraiche', { status: 'certain', productId: 11 }],
    ['3 cherries', { status: 'certain', productId: 12 }],
    ['lemonade', { status: 'certain', productId: 3 }],
    ['lemon 2', { status: 'certain', productId: 1 }],
    ['lime', { status: 'certain', productId: 2 }],
    // Several names hold every word: unsure, the best three (the name starting with it, then the shortest).
    ['4 x cola', { status: 'unsure', productIds: [5, 7, 6] }],
    ['tomatoes', { status: 'unsure', productIds: [8, 9] }],
    // Only some words found: unsure, never certain.
    ['4 cases coke zero cola', { status: 'unsure', productIds: [5, 7, 6] }],
    ['cola zero', { status: 'unsure', productIds: [5, 7, 6] }],
    ['lem', { status: 'unsure', productIds: [1, 3, 4] }],
    // Nothing of it in any name.
    ['4 cases coke zero', { status: 'unmatched' }],
    ['SKU999 2', { status: 'unmatched' }],
    ['oat milk', { status: 'unmatched' }],
  ])('matches %j as %j', (line, expected) => {
    const request = readOrderLine(line);
    if (!request) throw new Error(`${line} was not read`);
    expect(matchOrderLine(request, CATALOGUE)).toEqual(expected);
  });

  it('is unmatched when the catalogue found no candidates', () => {
    const request = readOrderLine('12 x lemons');
    if (!request) throw new Error('not read');
    expect(matchOrderLine(request, [])).toEqual({ status: 'unmatched' });
  });
});
