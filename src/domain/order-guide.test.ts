import { describe, expect, it } from 'vitest';
import { buildOrderGuide, groupByHeading, normaliseHeading, orderGuideSince } from './order-guide.ts';

const line = (productId: number, orderId: number, orderedAt: string, quantity: number) => ({
  productId,
  orderId,
  orderedAt,
  quantity,
});

describe('buildOrderGuide', () => {
  it('lists the most often ordered first, with the last order’s quantity and date', () => {
    const guide = buildOrderGuide(
      [
        line(1, 10, '2026-11-01T10:00:00.000Z', 4),
        line(2, 10, '2026-11-01T10:00:00.000Z', 1),
        line(1, 11, '2026-11-08T10:00:00.000Z', 6),
        line(3, 11, '2026-11-08T10:00:00.000Z', 2),
        line(1, 12, '2026-11-03T10:00:00.000Z', 9),
      ],
      [],
    );
    expect(guide).toEqual([
      {
        productId: 1,
        timesOrdered: 3,
        lastQuantity: 6,
        lastOrderedAt: '2026-11-08T10:00:00.000Z',
        heading: null,
      },
      {
        productId: 3,
        timesOrdered: 1,
        lastQuantity: 2,
        lastOrderedAt: '2026-11-08T10:00:00.000Z',
        heading: null,
      },
      {
        productId: 2,
        timesOrdered: 1,
        lastQuantity: 1,
        lastOrderedAt: '2026-11-01T10:00:00.000Z',
        heading: null,
      },
    ]);
  });

  it('adds up a product named twice on one order', () => {
    const guide = buildOrderGuide(
      [line(1, 10, '2026-11-01T10:00:00.000Z', 4), line(1, 10, '2026-11-01T10:00:00.000Z', 2)],
      [],
    );
    expect(guide[0]).toMatchObject({ timesOrdered: 1, lastQuantity: 6 });
  });

  it('keeps what the venue placed first, leaves out what it removed and adds what it added', () => {
    const guide = buildOrderGuide(
      [
        line(1, 10, '2026-11-01T10:00:00.000Z', 4),
        line(1, 11, '2026-11-02T10:00:00.000Z', 4),
        line(2, 10, '2026-11-01T10:00:00.000Z', 1),
        line(3, 10, '2026-11-01T10:00:00.000Z', 1),
      ],
      [
        { productId: 3, heading: 'Bar', position: 0, removed: false },
        { productId: 2, heading: null, position: null, removed: true },
        { productId: 7, heading: 'Bar', position: 1, removed: false },
        { productId: 8, heading: null, position: null, removed: false },
      ],
    );
    expect(guide.map((entry) => [entry.productId, entry.heading, entry.lastQuantity])).toEqual([
      [3, 'Bar', 1],
      [7, 'Bar', null],
      [1, null, 4],
      [8, null, null],
    ]);
  });
});

describe('groupByHeading', () => {
  it('puts products without a heading first, then each heading where it first stands', () => {
    const items = [
      { id: 1, heading: 'Bar' },
      { id: 2, heading: null },
      { id: 3, heading: 'Kitchen' },
      { id: 4, heading: 'Bar' },
    ];
    expect(groupByHeading(items)).toEqual([
      { heading: null, items: [{ id: 2, heading: null }] },
      { heading: 'Bar', items: [items[0], items[3]] },
      { heading: 'Kitchen', items: [items[2]] },
    ]);
  });
});

describe('normaliseHeading and orderGuideSince', () => {
  it.each([
    ['  Kitchen   dry store ', 'Kitchen dry store'],
    ['   ', null],
    [null, null],
  ])('normalises %j to %j', (input, expected) => {
    expect(normaliseHeading(input)).toBe(expected);
  });

  it('starts the window twelve weeks back', () => {
    expect(orderGuideSince(new Date('2026-11-27T12:00:00.000Z')).toISOString()).toBe(
      '2026-09-04T12:00:00.000Z',
    );
  });
});
