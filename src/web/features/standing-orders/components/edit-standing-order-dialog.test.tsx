import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StandingOrder } from '../../../../domain/schemas/standing-orders.ts';
import { EditStandingOrderDialog, PAY_LATER_LOST } from './edit-standing-order-dialog.tsx';

const session = vi.hoisted(() => ({ payLater: false, sent: [] as unknown[] }));

vi.mock('../../../session/api/get-current-user.ts', () => ({
  useCurrentUser: () => ({ user: { id: 7, pay_later: session.payLater } }),
}));
vi.mock('../../../session/api/standing-orders.ts', () => ({
  useChangeStandingOrders: () => ({
    isPending: false,
    mutateAsync: async (change: unknown) => {
      session.sent.push(change);
    },
  }),
}));

const order: StandingOrder = {
  id: 3,
  name: 'Weekday milk',
  days: [1, 3],
  slot: 'morning',
  payment: 'pay_later',
  paused: false,
  lines: [{ product_id: 11, name: 'Whole milk 2L', quantity: 4, available: true }],
  next: [],
  last_failure: null,
  created_at: '2026-11-01T09:00:00.000Z',
} as StandingOrder;

function openDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EditStandingOrderDialog order={order} userId={7} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Edit “Weekday milk”' }));
}

afterEach(() => {
  cleanup();
  session.sent = [];
});

describe('EditStandingOrderDialog', () => {
  it('offers pay later while the account has it', () => {
    session.payLater = true;
    openDialog();
    expect(screen.getByRole('radio', { name: 'Pay later, on your account' })).toHaveProperty('checked', true);
    expect(screen.queryByText(PAY_LATER_LOST)).toBeNull();
  });

  it('offers only the card once the account has lost pay later, and saves the order paid by card', async () => {
    session.payLater = false;
    openDialog();
    expect(screen.queryByRole('radio', { name: 'Pay later, on your account' })).toBeNull();
    expect(screen.getByRole('radio', { name: /^Card/ })).toHaveProperty('checked', true);
    expect(screen.getByText(PAY_LATER_LOST)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(session.sent).toHaveLength(1));
    expect(session.sent[0]).toMatchObject({ kind: 'edit', id: 3, body: { payment: 'card' } });
  });
});
