import { describe, expect, it } from 'vitest';
import type { OrderGuideItem } from '../../../../domain/schemas/order-guide.ts';
import {
  canOrderNow,
  droppedOrder,
  firstRows,
  historyText,
  movableRows,
  movedOrder,
  movedText,
  shortLondonDate,
  standingOrderLines,
} from './guide-rows.ts';

function item(id: number, heading: string | null, changes: Partial<OrderGuideItem> = {}): OrderGuideItem {
  return {
    product: { id, name: `Product ${id}`, stock_level: null } as OrderGuideItem['product'],
    heading,
    times_ordered: 1,
    last_quantity: 1,
    last_ordered_at: '2026-11-24T09:00:00.000Z',
    archived: false,
    replacement: null,
    par_units: null,
    counted_units: null,
    counted_at: null,
    ...changes,
  };
}

// As the page shows them: 1 and 2 under no heading, then 3 and 4 under Bar.
const guide = [item(1, null), item(3, 'Bar'), item(2, null), item(4, 'Bar')];

describe('droppedOrder', () => {
  it('puts a row moved down after the row it is dropped on, one moved up before it', () => {
    expect(droppedOrder(guide, 1, 2)).toEqual({ productIds: [2, 1, 3, 4], heading: null });
    expect(droppedOrder(guide, 4, 3)).toEqual({ productIds: [1, 2, 4, 3], heading: 'Bar' });
  });

  it('moves a row dropped under another heading to that heading', () => {
    expect(droppedOrder(guide, 1, 4)).toEqual({ productIds: [2, 3, 4, 1], heading: 'Bar' });
    expect(droppedOrder(guide, 3, 1)).toEqual({ productIds: [3, 1, 2, 4], heading: null });
  });

  it('is null for a row dropped on itself', () => {
    expect(droppedOrder(guide, 2, 2)).toBeNull();
  });
});

describe('movedText', () => {
  it('says where the row now stands within its heading', () => {
    expect(movedText(guide, 2)).toBe('Moved Product 2 to place 2 of 2.');
    expect(movedText(guide, 3)).toBe('Moved Product 3 to place 1 of 2 under Bar.');
  });
});

describe('canOrderNow', () => {
  it('is false for a product taken out of the shop or run out', () => {
    expect(canOrderNow(item(1, null))).toBe(true);
    expect(canOrderNow(item(1, null, { archived: true }))).toBe(false);
    const runOut = item(1, null);
    runOut.product = { ...runOut.product, stock_level: 'out_of_stock' };
    expect(canOrderNow(runOut)).toBe(false);
  });
});

describe('standingOrderLines', () => {
  const rows = [
    item(1, null, { last_quantity: 6 }),
    item(2, null, { last_quantity: null }),
    item(3, null, { archived: true }),
  ];

  it('takes the rows with a quantity typed, leaving out what is no longer sold or not a quantity', () => {
    const typed: Record<number, string> = { 1: '4', 2: 'two', 3: '5' };
    expect(standingOrderLines(rows, (id) => typed[id] ?? '')).toEqual({
      lines: [{ productId: 1, name: 'Product 1', quantity: 4 }],
      fromTyped: true,
    });
  });

  it('with none typed, takes every row still sold at its last quantity, 1 for one added by hand', () => {
    expect(standingOrderLines(rows, () => '')).toEqual({
      lines: [
        { productId: 1, name: 'Product 1', quantity: 6 },
        { productId: 2, name: 'Product 2', quantity: 1 },
      ],
      fromTyped: false,
    });
  });
});

describe('historyText', () => {
  it('says the last quantity, its London date and how often it was ordered', () => {
    expect(historyText(item(1, null, { last_quantity: 6, times_ordered: 3 }))).toBe(
      'Last ordered 6 on 24 Nov · 3 orders in 12 weeks',
    );
    expect(historyText(item(1, null, { last_quantity: null, last_ordered_at: null }))).toBe('Added by you');
  });
});

describe('shortLondonDate', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Europe/London',
  });

  it.each([
    ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 9, 12)).toISOString()),
    // Late on a summer evening in UTC it is already the next day in London.
    '2026-06-30T23:30:00.000Z',
    '2026-12-31T23:30:00.000Z',
  ])('writes %s as Intl does', (iso) => {
    expect(shortLondonDate(iso)).toBe(intl.format(new Date(iso)));
  });
});

describe('firstRows', () => {
  const sections = [
    { heading: null, items: [1, 2, 3] },
    { heading: 'Bar', items: [4, 5] },
    { heading: 'Kitchen', items: [6] },
  ];

  it('keeps the first rows in the order shown, cutting the section the limit falls in', () => {
    expect(firstRows(sections, 4)).toEqual([
      { heading: null, items: [1, 2, 3] },
      { heading: 'Bar', items: [4] },
    ]);
    expect(firstRows(sections, 3)).toEqual([{ heading: null, items: [1, 2, 3] }]);
  });

  it('keeps every section whole with a limit at or above the rows', () => {
    expect(firstRows(sections, 6)).toEqual(sections);
    expect(firstRows(sections, Number.POSITIVE_INFINITY)).toEqual(sections);
  });
});

describe('movableRows', () => {
  it('says of every row what movedOrder allows, up and down within its heading', () => {
    const rows = [...guide, item(5, 'Kitchen')];
    const movable = movableRows(rows);
    for (const row of rows) {
      const id = row.product.id;
      expect(movable.get(id)).toEqual({
        up: movedOrder(rows, id, -1) !== null,
        down: movedOrder(rows, id, 1) !== null,
      });
    }
    expect(movable.get(1)).toEqual({ up: false, down: true });
    expect(movable.get(4)).toEqual({ up: true, down: false });
    expect(movable.get(5)).toEqual({ up: false, down: false });
  });
});
