import { describe, expect, it } from 'vitest';
import { DELIVERY_DISTRICTS, districtOf, isDeliverablePostcode } from './delivery-zone.ts';

describe('DELIVERY_DISTRICTS', () => {
  it('holds the twelve W1 districts of the spec', () => {
    expect([...DELIVERY_DISTRICTS].sort()).toEqual(
      ['W1U', 'W1H', 'W1G', 'W1W', 'W1T', 'W1B', 'W1C', 'W1K', 'W1S', 'W1F', 'W1D', 'W1J'].sort(),
    );
  });
});

describe('isDeliverablePostcode', () => {
  it.each(DELIVERY_DISTRICTS.map((district) => [district]))('accepts %s', (district) => {
    expect(isDeliverablePostcode(district)).toBe(true);
    expect(isDeliverablePostcode(district.toLowerCase())).toBe(true);
    expect(isDeliverablePostcode(`  ${district} 1AA  `)).toBe(true);
  });

  it.each([
    ['W1U 1AB', true],
    ['w1d 3qf', true],
    ['W1A', false],
    ['W1A 1AA', false],
    ['SW1', false],
    ['SW1A 1AA', false],
    ['W2', false],
    ['W10 5AA', false],
    ['E1', false],
    ['', false],
    ['   ', false],
  ])('%j deliverable: %s', (postcode, deliverable) => {
    expect(isDeliverablePostcode(postcode)).toBe(deliverable);
  });
});

describe('districtOf', () => {
  it.each([
    [' w1u 1ab ', 'W1U'],
    ['SW1A 1AA', 'SW1'],
    ['', ''],
  ])('%j is in %j', (postcode, district) => {
    expect(districtOf(postcode)).toBe(district);
  });
});
