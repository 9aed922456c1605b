import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../../../domain/schemas/admin-orders.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { AdminOrderPage } from './admin-order-page.tsx';
import { REASON_REQUIRED } from './cancel-order-dialog.tsx';

resetAfterEach();

function detail(
  overrides: Partial<AdminOrderDetail['order']> = {},
  rest: Partial<AdminOrderDetail> = {},
): AdminOrderDetail {
  const order: AdminOrderDetail['order'] = {
    id: 5,
    order_id: 'W1-000005',
    status: 'processing',
    payment_status: 'paid',
    payment_url: null,
    payment_method: 'card',
    due_at: null,
    invoice_url: null,
    po_number: null,
    delivery_notes: null,
    sub_total: 204,
    tax: 40.8,
    shipping: 0,
    total: 244.8,
    email: 'ada@venue.test',
    cancel_reason: null,
    cancellable_until: null,
    refunds: [],
    fulfilment_status: 'received',
    payment_state: 'paid',
    credited: 0,
    history: [],
    amendable_until: null,
    replaced_invoices: [],
    created_at: '2026-11-20T12:00:00.000Z',
    shipping_info: {
      name: 'Ada Lovelace',
      email: 'ada@venue.test',
      company_name: 'The Analytical Bar',
      phone: '020 7946 0001',
      line1: '1 Marylebone High Street',
      line2: null,
      city: 'London',
      postcode: 'W1U 4AA',
      billing_name: 'Ada Accounts',
      billing_email: 'accounts@venue.test',
      billing_company_name: 'Analytical Ltd',
      billing_phone: null,
      billing_line1: '2 Harley Street',
      billing_line2: null,
      billing_city: 'London',
      billing_postcode: 'W1G 9QD',
      deliveryDay: '2026-11-21',
      deliveryTime: 'morning',
    },
    order_items: [
      {
        id: 1,
        product_id: 3,
        title: 'House red wine 75cl',
        quantity: 24,
        price: 8.5,
        units_short: 0,
        vat_rate: 20,
        note: null,
      },
    ],
    customer_name: 'Ada Lovelace',
    company_name: 'The Analytical Bar',
    paid_at: '2026-11-20T12:05:00.000Z',
    updated_at: '2026-11-20T12:05:00.000Z',
    ...overrides,
  };
  return {
    order,
    customer: null,
    audit: [],
    next_statuses: ['completed'],
    can_cancel: false,
    refunds: [],
    fulfilment_status: 'received',
    fulfilment_moves: ['pick', 'dispatch', 'deliver', 'deliver_short'],
    history: [],
    ...rest,
  };
}

function renderOrder(answers: { detail: AdminOrderDetail; write?: () => Response }) {
  // After a successful write the server answers the order as it now stands, as the real one does.
  let current = answers.detail;
  const api = stubFetch(async ({ url, method }) => {
    if (method === 'GET' && url === '/api/admin/orders/5') return json(current);
    if (method === 'GET' && url === '/api/admin/orders/5/credit-notes') {
      return json({
        credit_notes: [],
        lines: [],
        refusal: 'A credit note is issued once the order has been delivered.',
      });
    }
    if (method === 'POST' && answers.write) {
      const response = answers.write();
      if (response.ok) current = (await response.clone().json()) as AdminOrderDetail;
      return response;
    }
    return json({ message: 'Not found', errors: {} }, 404);
  });
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt('/admin/orders/5', <Route path="/admin/orders/:orderId" element={<AdminOrderPage />} />);
  return api;
}

describe('AdminOrderPage', () => {
  it('flags a line that was short when placed, and says whether the venue accepts substitutes', async () => {
    renderOrder({
      detail: detail(
        {
          order_items: [
            {
              id: 1,
              product_id: 3,
              title: 'House red wine 75cl',
              quantity: 24,
              price: 8.5,
              units_short: 4,
              vat_rate: 20,
              note: null,
            },
            {
              id: 2,
              product_id: 4,
              title: 'House white wine 75cl',
              quantity: 6,
              price: 8.5,
              units_short: 0,
              vat_rate: 20,
              note: null,
            },
          ],
        },
        {
          customer: {
            id: 7,
            name: 'Ada Lovelace',
            email: 'ada@venue.test',
            phone: null,
            is_member: false,
            pay_later: false,
            pay_later_credit: 0,
            pay_later_credit_limit: 0,
            disabled: false,
            accept_substitutes: true,
          },
        },
      ),
    });
    const flag = await screen.findByText(/Short — substitute allowed/);
    expect(flag.textContent).toBe('⚠ Short — substitute allowed: 4 of 24 not in stock');
    expect(screen.getAllByText(/Short — substitute allowed/)).toHaveLength(1);
    expect(screen.getByText('Accepted when a product is short')).toBeTruthy();
  });

  it('shows what was substituted under the line, and links each invoice a change replaced', async () => {
    renderOrder({
      detail: detail({
        order_items: [
          {
            id: 1,
            product_id: 3,
            title: 'Mature cheddar 5kg',
            quantity: 5,
            price: 125,
            units_short: 3,
            vat_rate: 0,
            note: null,
            allow_substitute: true,
            substitution: {
              product_id: 9,
              title: 'Mild cheddar 5kg',
              pack: '5 kg',
              original_title: 'Mature cheddar 5kg',
              original_pack: '5 kg',
              text: 'Mild cheddar 5kg was substituted for Mature cheddar 5kg',
              substituted_at: '2026-11-21T06:00:00.000Z',
            },
          },
        ],
        replaced_invoices: [
          {
            invoice_number: 'INV-000001',
            invoiced_at: '2026-11-20T12:00:00.000Z',
            total: 300,
            replaced_by: 'INV-000002',
            replaced_at: '2026-11-20T21:59:00.000Z',
            url: '/download/invoice/W1-000005/replaced/INV-000001?expires=1&signature=s',
          },
        ],
      }),
    });
    expect((await screen.findByText(/was substituted for/)).textContent).toBe(
      'Mild cheddar 5kg was substituted for Mature cheddar 5kg (5 kg)',
    );
    const replaced = screen.getByRole('link', { name: 'Replaced invoice INV-000001 (opens in a new tab)' });
    expect(replaced.getAttribute('href')).toBe(
      '/download/invoice/W1-000005/replaced/INV-000001?expires=1&signature=s',
    );
    expect(screen.getByText('£300.00 · Cancelled on 20 November 2026, replaced by INV-000002')).toBeTruthy();
  });

  it('lets staff mark an unpaid pay-later order delivered, which still reads outstanding', async () => {
    const outstanding = detail(
      { status: 'outstanding', payment_status: 'pending', payment_method: 'pay_later', paid_at: null },
      { next_statuses: [], can_cancel: true, fulfilment_moves: ['pick', 'dispatch', 'deliver'] },
    );
    const api = renderOrder({
      detail: outstanding,
      write: () =>
        json({
          ...outstanding,
          can_cancel: false,
          fulfilment_status: 'delivered',
          fulfilment_moves: [],
          history: [
            {
              kind: 'amendment',
              from: 'received',
              to: 'amended',
              actor_name: 'Ada Buyer',
              reason: 'Order changed: 2 lines, total £636.00 (was £300.00)',
              at: '2026-11-20T21:00:00.000Z',
            },
            {
              kind: 'fulfilment',
              from: 'received',
              to: 'delivered',
              actor_name: 'Ada Admin',
              reason: null,
              at: '2026-11-21T10:00:00.000Z',
            },
          ],
        }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Mark delivered' }));

    const history = await screen.findByRole('list', { name: 'Delivery and payment history' });
    expect(history.textContent).toContain('Delivery: Received → Delivered — Ada Admin');
    // The customer's change before the cut-off reads as what changed, by whom.
    expect(history.textContent).toContain('Order changed: 2 lines, total £636.00 (was £300.00) — Ada Buyer');
    expect(screen.getByText(/Delivery:/, { selector: 'span' }).parentElement?.textContent).toContain(
      'Delivered · Payment: Pending',
    );
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/admin/orders/5/fulfilment', body: { move: 'deliver' } },
    ]);
  });

  it('offers only the moves the server allows, and shows its refusal when the order changed meanwhile', async () => {
    const api = renderOrder({
      detail: detail(),
      write: () =>
        json(
          { message: 'An order that is completed cannot become completed.', errors: { status: ['x'] } },
          409,
        ),
    });

    await screen.findByRole('heading', { level: 1, name: 'Order W1-000005' });
    expect(screen.getAllByRole('button', { name: /^Mark as / }).map((button) => button.textContent)).toEqual([
      'Mark as completed',
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as completed' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark W1-000005 as completed?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as completed' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'An order that is completed cannot become completed.',
    );
    expect(api.writes()).toEqual([
      { method: 'POST', url: '/api/admin/orders/5/status', body: { status: 'completed' } },
    ]);
  });

  it('asks for a reason before cancelling, says the credit comes back, and sends the reason', async () => {
    const outstanding = detail(
      { status: 'outstanding', payment_status: 'pending', payment_method: 'pay_later', paid_at: null },
      { next_statuses: [], can_cancel: true },
    );
    const api = renderOrder({
      detail: outstanding,
      write: () =>
        json(
          detail(
            { status: 'cancelled', payment_method: 'pay_later', cancel_reason: 'Venue closed' },
            {
              next_statuses: [],
              can_cancel: false,
              audit: [
                {
                  id: 1,
                  action: 'order.cancel',
                  actor_name: 'Ada Admin',
                  detail: {
                    from: 'outstanding',
                    to: 'cancelled',
                    reason: 'Venue closed',
                    credit_released_pence: 24480,
                  },
                  created_at: '2026-11-21T09:00:00.000Z',
                },
              ],
            },
          ),
        ),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order W1-000005?' });
    expect(dialog.textContent).toContain('Its total is given back to their pay-later credit.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText(REASON_REQUIRED)).toBeTruthy();
    expect(api.writes()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Venue closed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'POST', url: '/api/admin/orders/5/cancel', body: { reason: 'Venue closed' } },
      ]),
    );
    expect(
      await screen.findByText('Outstanding → Cancelled · Reason: Venue closed · £244.80 credit released'),
    ).toBeTruthy();
    expect(screen.getByText(/Cancelled because:/).parentElement?.textContent).toContain('Venue closed');
  });

  it('shows each payment refunded automatically: amount, state, why and when', async () => {
    renderOrder({
      detail: detail(
        { status: 'cancelled', payment_status: 'pending', paid_at: null },
        {
          next_statuses: [],
          audit: [
            {
              id: 9,
              action: 'payment.refund',
              actor_name: null,
              detail: { refunded_pence: 24480, reason: 'The order had already been paid.' },
              created_at: '2026-11-20T12:10:00.000Z',
            },
          ],
          refunds: [
            {
              id: 2,
              amount_pence: 24480,
              reason: 'order-cancelled',
              reason_text: 'The order had been cancelled before the payment arrived.',
              status: 'failed',
              provider: 'stripe',
              provider_refund_id: null,
              failure: 'Charge disputed.',
              refunded_by_name: null,
              refunded_at: null,
              created_at: '2026-11-21T09:00:00.000Z',
            },
            {
              id: 1,
              amount_pence: 24480,
              reason: 'already-paid',
              reason_text: 'The order had already been paid.',
              status: 'succeeded',
              provider: 'stripe',
              provider_refund_id: 're_123',
              failure: null,
              refunded_by_name: null,
              refunded_at: null,
              created_at: '2026-11-20T12:10:00.000Z',
            },
          ],
        },
      ),
    });
    const card = (await screen.findByRole('heading', { name: 'Refunded payments' })).closest(
      'section',
    ) as HTMLElement;
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('£244.80 · Refund failed: refund it by hand'),
      expect.stringContaining('£244.80 · Refunded'),
    ]);
    expect(items[0]?.textContent).toContain('The order had been cancelled before the payment arrived.');
    expect(items[0]?.textContent).toContain('The provider answered: Charge disputed.');
    expect(items[1]?.textContent).toContain('re_123');
    expect(
      screen.getByText(
        'Payment refund · £244.80 refunded automatically · Reason: The order had already been paid.',
      ),
    ).toBeTruthy();
  });

  it("shows the venue's PO number, delivery notes and line notes", async () => {
    renderOrder({
      detail: detail({
        po_number: 'PO-4471',
        delivery_notes: 'Ring the kitchen bell, side door',
        order_items: [
          {
            id: 1,
            product_id: 3,
            title: 'House red wine 75cl',
            quantity: 24,
            price: 8.5,
            units_short: 0,
            vat_rate: 20,
            note: 'Chill two of them',
          },
        ],
      }),
    });
    expect(await screen.findByText('Note: Chill two of them')).toBeTruthy();
    expect(screen.getByText('PO number:').parentElement?.textContent).toBe('PO number: PO-4471');
    expect(screen.getByText('Delivery notes:').parentElement?.textContent).toBe(
      'Delivery notes: Ring the kitchen bell, side door',
    );
  });

  it('has no refunds card when nothing was refunded', async () => {
    renderOrder({ detail: detail() });
    await screen.findByRole('heading', { level: 1, name: 'Order W1-000005' });
    expect(screen.queryByRole('heading', { name: 'Refunded payments' })).toBeNull();
  });

  it('records a card order paid by bank transfer, asking for its reference first', async () => {
    const unpaid = detail(
      { status: 'pending', payment_status: 'pending', paid_at: null },
      { next_statuses: [] },
    );
    const api = renderOrder({
      detail: unpaid,
      write: () =>
        json({ ...unpaid, order: { ...unpaid.order, status: 'processing', payment_status: 'paid' } }),
    });
    const form = await screen.findByRole('form', { name: 'Record payment' });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(within(form).getByText('Please give the payment’s reference.')).toBeTruthy();
    expect(api.writes()).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Method'), { target: { value: 'phone' } });
    fireEvent.change(within(form).getByLabelText('Reference'), { target: { value: 'Auth 123456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Record payment' })).toBeNull());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/orders/5/payment',
        body: { method: 'phone', reference: 'Auth 123456' },
      },
    ]);
  });
});
