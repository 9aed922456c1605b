import { describe, expect, it } from 'vitest';
import { canTake, LOW_STOCK_AT, notEnoughStockMessage, stockLevel } from './stock.ts';

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
