import { describe, expect, it } from 'vitest';
import { formatPence, penceToPounds, percentOff, poundsToPence, vatOf } from './money.ts';

describe('poundsToPence', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.34, 1234],
    // 1.005 is 1.00499999… in binary; rounding the product still lands on whole pence.
    [1.005, 100],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [49.99, 4999],
    [2000, 200_000],
  ])('%s pounds is %s pence', (pounds, pence) => {
    expect(poundsToPence(pounds)).toBe(pence);
  });
});

describe('penceToPounds', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [1999, 19.99],
    [4999, 49.99],
    [200_000, 2000],
    [1234.6, 12.35],
  ])('%s pence is %s pounds', (pence, pounds) => {
    expect(penceToPounds(pence)).toBe(pounds);
  });
});

describe('formatPence', () => {
  it.each([
    [0, '£0.00'],
    [5, '£0.05'],
    [4999, '£49.99'],
    [123_450, '£1,234.50'],
    [200_000, '£2,000.00'],
  ])('%s pence is shown as %s', (pence, text) => {
    expect(formatPence(pence)).toBe(text);
  });
});

describe('percentOff', () => {
  it.each([
    [1000, 850, 15],
    [999, 850, 14],
    [1000, 1000, 0],
    [1000, 1200, 0],
    [0, 0, 0],
    [1000, 0, 100],
    [300, 200, 33],
    [2999, 2499, 16],
  ])('list %s, member %s is %s%% off', (list, member, percent) => {
    expect(percentOff(list, member)).toBe(percent);
  });
});

describe('vatOf', () => {
  it.each([
    [0, 0],
    [100, 20],
    [20_000, 4000],
    [1, 0],
    [3, 1],
    [2, 0],
    [999, 200],
    [4999, 1000],
  ])('VAT on %s pence is %s pence', (net, vat) => {
    expect(vatOf(net)).toBe(vat);
  });
});
