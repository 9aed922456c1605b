import { describe, expect, it } from 'vitest';
import {
  type AccountingDocument,
  type AccountingLine,
  invoiceDueAt,
  lastCalendarMonth,
  londonDayStart,
  nextDay,
  rowsTotalPence,
  shareTax,
  XERO_CSV_HEADER,
  xeroAmount,
  xeroCsvLine,
  xeroRows,
} from './accounting.ts';

const line = (quantity: number, unitPence: number, vatRatePercent: 20 | 5 | 0 = 20): AccountingLine => ({
  description: 'House red wine 75cl',
  quantity,
  unitPence,
  vatRatePercent,
});

const invoice = (overrides: Partial<AccountingDocument> = {}): AccountingDocument => ({
  kind: 'invoice',
  number: 'INV-000042',
  reference: 'W1-000100',
  poNumber: null,
  contactName: 'Analytical Ltd',
  issuedAt: '2026-11-20T12:00:00.000Z',
  dueAt: '2026-11-20T12:00:00.000Z',
  lines: [line(24, 850)],
  taxPence: 4080,
  totalPence: 24480,
  ...overrides,
});

describe('shareTax', () => {
  it.each([
    { name: 'one line takes it all', lines: [line(24, 850)], tax: 4080, shares: [4080] },
    // 3 × 20.8p of VAT each; rounding each line would make 63p, the invoice says 62p.
    {
      name: 'three lines, shared to the penny',
      lines: [line(1, 104), line(1, 104), line(1, 104)],
      tax: 62,
      shares: [21, 21, 20],
    },
    {
      name: 'a zero-rated line takes none',
      lines: [line(1, 1000), line(2, 250, 0)],
      tax: 200,
      shares: [200, 0],
    },
    {
      name: 'a 5% line takes its quarter-weight share',
      lines: [line(1, 1000), line(1, 1000, 5)],
      tax: 250,
      shares: [200, 50],
    },
    { name: 'no VAT on the document', lines: [line(1, 999, 0)], tax: 0, shares: [0] },
    { name: 'no lines', lines: [], tax: 0, shares: [] },
  ])('$name', ({ lines, tax, shares }) => {
    expect(shareTax(lines, tax)).toEqual(shares);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(tax);
  });
});

describe('invoiceDueAt', () => {
  it.each([
    { name: 'a card invoice is due on its date', payLater: null, due: '2026-11-20T12:00:00.000Z' },
    {
      name: 'a pay-later invoice on its stored due date',
      payLater: { dueAt: '2026-12-20T12:00:00.000Z' },
      due: '2026-12-20T12:00:00.000Z',
    },
    {
      name: 'a pay-later invoice without one, 30 days on',
      payLater: { dueAt: null },
      due: '2026-12-20T12:00:00.000Z',
    },
  ])('$name', ({ payLater, due }) => {
    expect(invoiceDueAt('2026-11-20T12:00:00.000Z', payLater)).toBe(due);
  });
});

describe('London days', () => {
  it.each([
    { day: '2026-01-15', start: '2026-01-15T00:00:00.000Z' },
    { day: '2026-07-01', start: '2026-06-30T23:00:00.000Z' },
    { day: '2026-03-29', start: '2026-03-29T00:00:00.000Z' },
    { day: '2026-10-25', start: '2026-10-24T23:00:00.000Z' },
  ])('$day begins at $start', ({ day, start }) => {
    expect(londonDayStart(day).toISOString()).toBe(start);
  });

  it.each([
    { now: '2026-11-20T12:00:00.000Z', from: '2026-10-01', to: '2026-10-31' },
    { now: '2026-01-01T00:30:00.000Z', from: '2025-12-01', to: '2025-12-31' },
    { now: '2028-03-31T12:00:00.000Z', from: '2028-02-01', to: '2028-02-29' },
    // 23:30 UTC on 31 May is 1 June in London: last month is May.
    { now: '2026-05-31T23:30:00.000Z', from: '2026-05-01', to: '2026-05-31' },
  ])('last calendar month at $now runs $from to $to', ({ now, from, to }) => {
    expect(lastCalendarMonth(new Date(now))).toEqual({ from, to });
  });

  it.each([
    ['2026-01-31', '2026-02-01'],
    ['2026-12-31', '2027-01-01'],
    ['2028-02-28', '2028-02-29'],
    ['2026-03-28', '2026-03-29'],
  ])('the day after %s is %s', (day, after) => {
    expect(nextDay(day)).toBe(after);
  });
});

describe('xeroRows', () => {
  it('maps an invoice to one row per line, tax-exclusive, VAT shared to the invoice figure', () => {
    const document = invoice({
      lines: [line(1, 104), { ...line(2, 104), description: 'Cheddar, 5kg' }],
      taxPence: 62,
      totalPence: 374,
      dueAt: '2026-12-20T12:00:00.000Z',
    });
    expect(xeroRows(document, '200')).toEqual([
      {
        kind: 'invoice',
        contactName: 'Analytical Ltd',
        invoiceNumber: 'INV-000042',
        reference: 'W1-000100',
        poNumber: null,
        invoiceDate: '2026-11-20',
        dueDate: '2026-12-20',
        description: 'House red wine 75cl',
        quantity: 1,
        unitAmountPence: 104,
        accountCode: '200',
        taxType: '20% (VAT on Income)',
        taxAmountPence: 21,
      },
      expect.objectContaining({ description: 'Cheddar, 5kg', quantity: 2, taxAmountPence: 41 }),
    ]);
    expect(rowsTotalPence(xeroRows(document, '200'))).toBe(374);
  });

  it('maps a credit note with negative quantities and VAT, referring to its invoice', () => {
    const rows = xeroRows(
      invoice({ kind: 'credit-note', number: 'CN-000001', reference: 'INV-000042' }),
      '200',
    );
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'credit-note',
        invoiceNumber: 'CN-000001',
        reference: 'INV-000042',
        quantity: -24,
        unitAmountPence: 850,
        taxAmountPence: -4080,
      }),
    ]);
    expect(rowsTotalPence(rows)).toBe(-24480);
  });

  it.each([
    { rate: 20 as const, taxType: '20% (VAT on Income)' },
    { rate: 5 as const, taxType: '5% (VAT on Income)' },
    { rate: 0 as const, taxType: 'Zero Rated Income' },
  ])('names the $rate% rate as Xero does: $taxType', ({ rate, taxType }) => {
    const [row] = xeroRows(invoice({ lines: [line(1, 100, rate)], taxPence: rate }), '200');
    expect(row?.taxType).toBe(taxType);
  });

  it('leaves the reference empty when there is none (a membership invoice)', () => {
    expect(xeroRows(invoice({ reference: null }), '200')[0]?.reference).toBe('');
  });
});

describe('the CSV line', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [-320, '-3.20'],
  ])('prints %i pence as %s', (pence, text) => {
    expect(xeroAmount(pence)).toBe(text);
  });

  it('has Xero’s columns', () => {
    expect(XERO_CSV_HEADER).toBe(
      'ContactName,InvoiceNumber,Reference,InvoiceDate,DueDate,Description,Quantity,UnitAmount,AccountCode,TaxType,TaxAmount',
    );
  });

  it('quotes commas, quotes and line breaks, dates DD/MM/YYYY, and keeps a minus sign a number', () => {
    const [row] = xeroRows(
      invoice({
        kind: 'credit-note',
        contactName: 'The "Fox", Inn\nLtd',
        lines: [{ ...line(1, 1050), description: '=HYPERLINK("x")' }],
        taxPence: 210,
        dueAt: '2026-12-20T12:00:00.000Z',
      }),
      '200',
    );
    if (!row) throw new Error('no row');
    expect(xeroCsvLine(row)).toBe(
      '"The ""Fox"", Inn\nLtd",INV-000042,W1-000100,20/11/2026,20/12/2026,"\'=HYPERLINK(""x"")",-1,10.50,200,20% (VAT on Income),-2.10',
    );
  });
});
