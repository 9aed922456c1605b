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
    [123_456_789, '£1,234,567.89'],
    [-320, '-£3.20'],
  ])('%s pence is shown as %s', (pence, text) => {
    expect(formatPence(pence)).toBe(text);
  });

  it("writes every amount as the browser's own en-GB pound formatter does", () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    const amounts = [0, 1, 99, 100, 999_99, 1000_00, 99_999_99, 100_000_00, 1_000_000_00, -1, -150_000];
    for (let pence = 7; pence < 10_000_000_000; pence = pence * 3 + 1) amounts.push(pence, -pence);

    for (const pence of amounts) expect(formatPence(pence), String(pence)).toBe(intl.format(pence / 100));
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
