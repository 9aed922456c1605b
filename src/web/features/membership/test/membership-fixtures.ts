import type { MembershipInvoice } from '../../../../domain/schemas/membership.ts';

/** One month's membership invoice, paid with VAT; tests override only what they are about. */
export function testMembershipInvoice(overrides: Partial<MembershipInvoice> = {}): MembershipInvoice {
  return {
    id: 1,
    invoice_number: 'INV-000001',
    name: 'Membership, November 2026',
    created_at: '2026-11-23T09:15:00.000Z',
    period_start: '2026-11-23T09:15:00.000Z',
    period_end: '2026-12-23T09:15:00.000Z',
    total: 5999,
    path: '/api/membership/invoices/1/pdf?expires=1&signature=abc',
    ...overrides,
  };
}
