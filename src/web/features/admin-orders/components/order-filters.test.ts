import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchFor } from './order-filters.ts';

describe('order filters in the address', () => {
  it('reads the filters the server accepts and drops the ones it would refuse', () => {
    expect(
      filtersFromSearch(new URLSearchParams('status=processing&slot=dawn&day=2026-11-26&q=W1-0001&page=2')),
    ).toEqual({ status: 'processing', day: '2026-11-26', q: 'W1-0001', page: '2' });
    expect(filtersFromSearch(new URLSearchParams('page=0&payment_status=paid'))).toEqual({
      payment_status: 'paid',
    });
  });

  it('writes them back without empty values or page 1', () => {
    expect(searchFor({ status: 'pending', q: '', page: '1' })).toBe('?status=pending');
    expect(searchFor({ slot: 'by_midnight', page: '3' })).toBe('?slot=by_midnight&page=3');
    expect(searchFor({})).toBe('');
  });
});
