import { describe, expect, it } from 'vitest';
import { addressLines, billingAddress, deliveryAddress, printedLines } from './address-lines.ts';

describe('printedLines', () => {
  it.each([
    [
      ['A', 'B'],
      ['A', 'B'],
    ],
    [
      [' A ', '', '   ', null, undefined, 'B'],
      ['A', 'B'],
    ],
    [[], []],
  ])('%j prints as %j', (parts, lines) => {
    expect(printedLines(parts)).toEqual(lines);
  });
});

describe('addressLines', () => {
  const order = {
    company_name: 'The Anchor',
    name: 'Sam Cook',
    line1: '1 High Street',
    line2: null,
    city: 'London',
    postcode: 'W1A 1AA',
    billing_company_name: 'Anchor Pubs Ltd',
    billing_name: null,
    billing_line1: '2 Low Road',
    billing_line2: 'Unit 4',
    billing_city: 'Leeds',
    billing_postcode: 'LS1 1AA',
  };

  it.each([
    ['delivery', deliveryAddress(order), ['The Anchor', 'Sam Cook', '1 High Street', 'London', 'W1A 1AA']],
    ['billing', billingAddress(order), ['Anchor Pubs Ltd', '2 Low Road', 'Unit 4', 'Leeds', 'LS1 1AA']],
    [
      'delivery with a phone',
      { ...deliveryAddress(order), contact: ['020 7946 0000'] },
      ['The Anchor', 'Sam Cook', '1 High Street', 'London', 'W1A 1AA', '020 7946 0000'],
    ],
    [
      'billing with a fallback name and an empty email',
      { ...billingAddress(order), name: order.billing_name ?? 'Sam Cook', contact: ['', 'sam@example.com'] },
      ['Anchor Pubs Ltd', 'Sam Cook', '2 Low Road', 'Unit 4', 'Leeds', 'LS1 1AA', 'sam@example.com'],
    ],
    ['no address saved', { name: 'Sam Cook', contact: ['sam@example.com'] }, ['Sam Cook', 'sam@example.com']],
  ])('%s', (_case, address, lines) => {
    expect(addressLines(address)).toEqual(lines);
  });
});
