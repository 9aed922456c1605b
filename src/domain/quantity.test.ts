import { describe, expect, it } from 'vitest';
import { QUANTITY_NOT_WHOLE, QUANTITY_TOO_MANY, readQuantity } from './quantity.ts';

describe('readQuantity', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    [' 7 ', 7],
    ['007', 7],
    ['999', 999],
  ])('reads %j as %i', (text, quantity) => {
    expect(readQuantity(text)).toEqual({ quantity, error: null });
  });

  it.each([
    ['2.5', QUANTITY_NOT_WHOLE],
    ['2,5', QUANTITY_NOT_WHOLE],
    ['-3', QUANTITY_NOT_WHOLE],
    ['+3', QUANTITY_NOT_WHOLE],
    ['0', QUANTITY_NOT_WHOLE],
    ['', QUANTITY_NOT_WHOLE],
    ['1e2', QUANTITY_NOT_WHOLE],
    ['two', QUANTITY_NOT_WHOLE],
    ['1000', QUANTITY_TOO_MANY],
  ])('refuses %j', (text, error) => {
    expect(readQuantity(text)).toEqual({ quantity: null, error });
  });
});
