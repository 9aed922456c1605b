import { describe, expect, it } from 'vitest';
import { PO_NUMBER_REQUIRED, poNumberError } from './order-notes.ts';

describe('poNumberError', () => {
  it.each([
    [false, null, null],
    [false, '', null],
    [false, 'PO-1', null],
    [true, 'PO-1', null],
    [true, null, PO_NUMBER_REQUIRED],
    [true, undefined, PO_NUMBER_REQUIRED],
    [true, '   ', PO_NUMBER_REQUIRED],
  ])('required %s, PO %j: %j', (required, po, error) => {
    expect(poNumberError(required, po)).toBe(error);
  });
});
