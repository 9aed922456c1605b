import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../domain/schemas/admin-audit.ts';
import { AuditEntryList } from './audit-entry-list.tsx';

function entry(overrides: Partial<AuditEntry> & Pick<AuditEntry, 'id' | 'action'>): AuditEntry {
  return {
    subject_type: 'product',
    subject_id: 447,
    order_number: null,
    subject_name: 'Whole milk 4 x 2L',
    subject_exists: true,
    actor: { id: 1, name: 'Ada Admin' },
    customer: null,
    detail: {},
    created_at: '2026-11-24T12:00:00.000Z',
    ...overrides,
  };
}

const before = { price_pence: 120, member_price_pence: 110 };
const after = { price_pence: 150, member_price_pence: 110 };

describe('AuditEntryList', () => {
  it('names products by name and says what was done, old entries too', () => {
    render(
      <MemoryRouter>
        <AuditEntryList
          entries={[
            entry({ id: 1, action: 'product.price', detail: { before: null, after: before } }),
            entry({ id: 2, action: 'product.create', detail: { name: 'Whole milk', before: null, after } }),
            entry({ id: 3, action: 'product.price', detail: { before, after } }),
            entry({ id: 4, action: 'product.reject', detail: { reason: 'No pictures.' } }),
            entry({
              id: 5,
              action: 'category.remove',
              subject_type: 'category',
              subject_name: 'Typo categroy',
              subject_exists: false,
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const lines = screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    expect(lines).toEqual([
      'Created Whole milk 4 x 2L at £1.20 (member £1.10)',
      'Created Whole milk 4 x 2L at £1.50 (member £1.10)',
      'Whole milk 4 x 2L: price changed from £1.20 to £1.50',
      'Turned down Whole milk 4 x 2L · Reason: No pictures.',
      'Removed category Typo categroy',
    ]);
    expect(screen.getAllByRole('link', { name: 'Whole milk 4 x 2L' })[0]?.getAttribute('href')).toBe(
      '/admin/products/447',
    );
    expect(screen.queryByText(/product 447/)).toBeNull();
  });
});
