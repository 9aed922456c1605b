import { describe, expect, it } from 'vitest';
import {
  canTake,
  LOW_STOCK_AT,
  lineStock,
  notEnoughStockMessage,
  SHORT_SUBSTITUTE_ALLOWED,
  shortLineNote,
  shortLinesNote,
  stockLevel,
  stockShortfalls,
} from './stock.ts';

describe('stockLevel', () => {
  it('says nothing of an untracked product', () => {
    expect(stockLevel(null)).toBeNull();
  });

  it('reads out of stock at none, low up to the threshold, in stock above it', () => {
    expect(stockLevel(0)).toBe('out_of_stock');
    expect(stockLevel(1)).toBe('low_stock');
    expect(stockLevel(LOW_STOCK_AT)).toBe('low_stock');
    expect(stockLevel(LOW_STOCK_AT + 1)).toBe('in_stock');
  });
});

describe('canTake', () => {
  it('takes any quantity from an untracked product and no more than is left from a tracked one', () => {
    expect(canTake(null, 1_000)).toBe(true);
    expect(canTake(3, 3)).toBe(true);
    expect(canTake(3, 4)).toBe(false);
  });
});

describe('notEnoughStockMessage', () => {
  it('names the product and the quantity available', () => {
    expect(notEnoughStockMessage('Gin 70cl', 3)).toBe(
      'Only 3 of Gin 70cl are in stock. Please order at most 3.',
    );
    expect(notEnoughStockMessage('Gin 70cl', 1)).toBe(
      'Only 1 of Gin 70cl is in stock. Please order at most 1.',
    );
    expect(notEnoughStockMessage('Gin 70cl', 0)).toBe('Gin 70cl is out of stock.');
  });
});

describe('stockShortfalls', () => {
  it("counts a product's lines together and names each short line with what is left", () => {
    const stock = new Map<number, number | null>([
      [1, 10],
      [2, null],
      [3, 5],
    ]);
    const short = stockShortfalls(
      [
        { productId: 1, title: 'Gin 70cl', quantity: 6 },
        { productId: 2, title: 'Tonic 24 x 200ml', quantity: 500 },
        { productId: 1, title: 'Gin 70cl', quantity: 6 },
        { productId: 3, title: 'Limes 5kg', quantity: 5 },
      ],
      (id) => stock.get(id) ?? null,
    );
    expect([...short]).toEqual([
      [0, 'Only 10 of Gin 70cl are in stock. Please order at most 10.'],
      [2, 'Only 10 of Gin 70cl are in stock. Please order at most 10.'],
    ]);
  });
});

describe('lineStock', () => {
  it("shares a product's units taken among its lines, first line first; untracked lines take and miss nothing", () => {
    const taken = new Map<number, number | null>([
      [1, 8],
      [2, null],
      [3, 0],
    ]);
    const shares = lineStock(
      [
        { productId: 1, title: 'Gin 70cl', quantity: 6 },
        { productId: 2, title: 'Tonic 24 x 200ml', quantity: 500 },
        { productId: 1, title: 'Gin 70cl', quantity: 6 },
        { productId: 3, title: 'Limes 5kg', quantity: 5 },
      ],
      (id) => taken.get(id) ?? null,
    );
    expect(shares).toEqual([
      { taken: 6, short: 0 },
      { taken: 0, short: 0 },
      { taken: 2, short: 4 },
      { taken: 0, short: 5 },
    ]);
  });
});

describe('shortLineNote', () => {
  it('flags the line for staff with how many units were not in stock', () => {
    expect(SHORT_SUBSTITUTE_ALLOWED).toBe('Short — substitute allowed');
    expect(shortLineNote(5, 3)).toBe('Short — substitute allowed: 3 of 5 not in stock');
  });
});

describe('shortLinesNote', () => {
  it("names a drop's short lines with how many were short, and says nothing when none was", () => {
    expect(
      shortLinesNote([
        { title: 'Gin 70cl', quantity: 5, unitsShort: 3 },
        { title: 'Tonic 24 x 200ml', quantity: 2, unitsShort: 0 },
        { title: 'Limes 5kg', quantity: 2, unitsShort: 1 },
      ]),
    ).toBe('Short — substitute allowed: Gin 70cl (3 of 5), Limes 5kg (1 of 2)');
    expect(shortLinesNote([{ title: 'Gin 70cl', quantity: 5, unitsShort: 0 }])).toBe('');
  });
});
