import { describe, expect, it } from 'vitest';
import {
  ageBalance,
  buildStatement,
  daysBetween,
  defaultStatementPeriod,
  entryReference,
  entryTypeText,
  type StatementEntry,
  statementAsOf,
} from './statement.ts';

let nextId = 1;

/** An entry at noon (UTC) of a day; an order's invoice is INV-<order>. */
function entry(day: string, kind: string, amountPence: number, orderId: number | null = null, more = {}) {
  const id = nextId++;
  return {
    id,
    createdAt: `${day}T12:00:00.000Z`,
    kind,
    amountPence,
    orderId,
    method: null,
    reference: null,
    invoiceNumber: orderId === null ? null : `INV-${orderId}`,
    orderNumber: orderId === null ? null : `W1-${orderId}`,
    ...more,
  } satisfies StatementEntry;
}

const buckets = (values: [number, number, number, number]) =>
  ['0-30 days', '31-60 days', '61-90 days', '90+ days'].map((label, index) => ({
    label,
    amountPence: values[index],
  }));

describe('ageBalance', () => {
  const asOf = '2026-11-30';
  it.each([
    { name: 'nothing owed', entries: [], expected: [0, 0, 0, 0] },
    {
      name: 'invoices age from their own dates',
      entries: [
        entry('2026-11-20', 'charge', 100_00, 1),
        entry('2026-10-15', 'charge', 200_00, 2),
        entry('2026-09-20', 'charge', 300_00, 3),
        entry('2026-07-01', 'charge', 400_00, 4),
      ],
      expected: [100_00, 200_00, 300_00, 400_00],
    },
    {
      name: '30 days is the first column, 31 the second, 90 the third, 91 the last',
      entries: [
        entry('2026-10-31', 'charge', 1, 1),
        entry('2026-10-30', 'charge', 10, 2),
        entry('2026-09-01', 'charge', 100, 3),
        entry('2026-08-31', 'charge', 1000, 4),
      ],
      expected: [1, 10, 100, 1000],
    },
    {
      name: "an invoice's own payment and credit reduce it first",
      entries: [
        entry('2026-07-01', 'charge', 400_00, 1),
        entry('2026-11-20', 'charge', 100_00, 2),
        entry('2026-11-25', 'credit_note', -30_00, 2),
        entry('2026-11-26', 'payment', -50_00, 2),
      ],
      expected: [20_00, 0, 0, 400_00],
    },
    {
      name: 'a cancelled invoice leaves nothing to age',
      entries: [entry('2026-07-01', 'charge', 400_00, 1), entry('2026-07-02', 'cancellation', -400_00, 1)],
      expected: [0, 0, 0, 0],
    },
    {
      name: 'a payment with no order settles the oldest invoices first',
      entries: [
        entry('2026-11-20', 'charge', 100_00, 1),
        entry('2026-10-15', 'charge', 200_00, 2),
        entry('2026-07-01', 'charge', 400_00, 3),
        entry('2026-11-28', 'payment', -450_00),
      ],
      expected: [100_00, 150_00, 0, 0],
    },
    {
      name: 'an over-payment of one invoice goes to the oldest other',
      entries: [
        entry('2026-09-20', 'charge', 300_00, 1),
        entry('2026-11-20', 'charge', 100_00, 2),
        entry('2026-11-25', 'payment', -150_00, 2),
      ],
      expected: [0, 0, 250_00, 0],
    },
    {
      name: 'an old adjustment with no order ages from its own date',
      entries: [entry('2026-06-01', 'adjustment', 75_00), entry('2026-11-20', 'charge', 100_00, 1)],
      expected: [100_00, 0, 0, 75_00],
    },
    {
      name: 'a credit beyond every invoice stays in the newest column',
      entries: [entry('2026-09-20', 'charge', 300_00, 1), entry('2026-11-25', 'payment', -350_00)],
      expected: [-50_00, 0, 0, 0],
    },
    {
      name: 'a kind this code does not know is read by its sign',
      entries: [
        entry('2026-07-01', 'charge', 400_00, 1),
        entry('2026-07-05', 'payment', -400_00, 1),
        entry('2026-11-01', 'refund', 400_00, 1),
      ],
      expected: [0, 0, 0, 400_00],
    },
    {
      name: 'entries after the as-of day are left out',
      entries: [entry('2026-11-20', 'charge', 100_00, 1), entry('2026-12-01', 'payment', -100_00, 1)],
      expected: [100_00, 0, 0, 0],
    },
  ])('$name', ({ entries, expected }) => {
    expect(ageBalance(entries, asOf)).toEqual(buckets(expected as [number, number, number, number]));
  });
});

describe('buildStatement', () => {
  const entries = [
    entry('2026-05-01', 'adjustment', 75_00, null, { reference: 'Balance brought forward' }),
    entry('2026-07-10', 'charge', 400_00, 1, { reference: 'INV-1' }),
    entry('2026-08-01', 'charge', 250_00, 2, { reference: 'INV-2' }),
    entry('2026-09-05', 'payment', -400_00, 1, { method: 'bank_transfer', reference: 'BACS 7' }),
    entry('2026-10-02', 'charge', 300_00, 3, { reference: 'INV-3' }),
    entry('2026-10-03', 'cancellation', -300_00, 3),
    entry('2026-11-20', 'charge', 120_00, 4, { reference: 'INV-4' }),
    entry('2026-12-02', 'charge', 999_00, 5, { reference: 'INV-5' }),
  ];
  const period = { from: '2026-09-01', to: '2026-11-30', asOf: '2026-11-30' };
  const statement = buildStatement([...entries].reverse(), period);

  it('brings in the balance before the period and carries out the balance at its end', () => {
    expect(statement.openingBalancePence).toBe(725_00);
    expect(statement.closingBalancePence).toBe(445_00);
  });

  it('lists the period entries in time order, each with the balance after it', () => {
    expect(
      statement.lines.map((line) => [
        line.date,
        line.type,
        line.reference,
        line.amountPence,
        line.balancePence,
      ]),
    ).toEqual([
      ['2026-09-05', 'Payment (Bank transfer)', 'INV-1 / BACS 7', -400_00, 325_00],
      ['2026-10-02', 'Invoice', 'INV-3', 300_00, 625_00],
      ['2026-10-03', 'Cancelled invoice', 'INV-3', -300_00, 325_00],
      ['2026-11-20', 'Invoice', 'INV-4', 120_00, 445_00],
    ]);
  });

  it('ages what is owed at the end of the period, the columns adding up to the closing balance', () => {
    expect(statement.ageing).toEqual(buckets([120_00, 0, 0, 325_00]));
    const sum = statement.ageing.reduce((total, bucket) => total + bucket.amountPence, 0);
    expect(sum).toBe(statement.closingBalancePence);
  });

  it.each([
    { from: '2026-01-01', to: '2026-12-31' },
    { from: '2026-07-10', to: '2026-07-10' },
    { from: '2026-09-06', to: '2026-10-02' },
    { from: '2027-01-01', to: '2027-01-31' },
  ])('the ageing adds up to the closing balance for $from to $to', ({ from, to }) => {
    const result = buildStatement(entries, { from, to, asOf: to });
    const sum = result.ageing.reduce((total, bucket) => total + bucket.amountPence, 0);
    expect(sum).toBe(result.closingBalancePence);
    const last = result.lines.at(-1);
    expect(result.closingBalancePence).toBe(last ? last.balancePence : result.openingBalancePence);
  });

  it('dates an entry by the London day: 23:30 UTC in summer is the next day', () => {
    const late = { ...entry('2026-06-30', 'charge', 100, 9), createdAt: '2026-06-30T23:30:00.000Z' };
    const result = buildStatement([late], { from: '2026-07-01', to: '2026-07-31', asOf: '2026-07-31' });
    expect(result.openingBalancePence).toBe(0);
    expect(result.lines.map((line) => line.date)).toEqual(['2026-07-01']);
  });

  it('lists nothing for a customer with no entries', () => {
    expect(buildStatement([], period)).toMatchObject({
      openingBalancePence: 0,
      closingBalancePence: 0,
      lines: [],
    });
  });
});

describe('how an entry reads', () => {
  it.each([
    [{ kind: 'charge', method: null }, 'Invoice'],
    [{ kind: 'payment', method: 'card' }, 'Payment (Card)'],
    [{ kind: 'payment', method: 'unrecorded' }, 'Payment'],
    [{ kind: 'adjustment', method: null }, 'Balance brought forward'],
    [{ kind: 'card_refund', method: null }, 'Card refund'],
  ])('%o reads %s', (value, text) => {
    expect(entryTypeText(value)).toBe(text);
  });

  it.each([
    [entry('2026-01-01', 'credit_note', -10, 1, { reference: 'CN-000003' }), 'CN-000003'],
    [entry('2026-01-01', 'payment', -10, 1), 'INV-1'],
    [entry('2026-01-01', 'adjustment', 10, null, { reference: 'Balance brought forward' }), null],
    [entry('2026-01-01', 'payment', -10, null, { reference: 'BACS 9' }), 'BACS 9'],
  ])('%# refers to %s', (value, reference) => {
    expect(entryReference(value)).toBe(reference);
  });
});

describe('the period', () => {
  it.each([
    ['2026-11-27T10:00:00Z', { from: '2026-08-27', to: '2026-11-27' }],
    ['2026-05-31T23:30:00Z', { from: '2026-03-01', to: '2026-06-01' }],
    ['2026-05-31T12:00:00Z', { from: '2026-02-28', to: '2026-05-31' }],
  ])('by default at %s it is %o', (now, expected) => {
    expect(defaultStatementPeriod(new Date(now))).toEqual(expected);
  });

  it('ages at the last day, or today when the period runs on', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(statementAsOf('2026-10-31', now)).toBe('2026-10-31');
    expect(statementAsOf('2026-12-31', now)).toBe('2026-11-27');
  });

  it('counts calendar days across the clock change', () => {
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});
