import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { payDifferenceLabel, payDifferenceText } from '../../../../domain/order-amendment.ts';
import type { Order } from '../../../../domain/schemas/order.ts';
import { paymentPage } from '../../../lib/payment-page.ts';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testProduct, testUser } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { type FetchCall, jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { testOrder } from '../test/order-fixtures.ts';
import { TAKING_YOU_TO_PAY } from './amend-order-editor.tsx';
import { OrderDetailsPage } from './order-details-page.tsx';

resetAfterEach();

const AMENDABLE = testOrder({ amendable_until: '2026-11-23T22:00:00.000Z' });

const DAYS = {
  now: '2026-11-23T12:00:00.000Z',
  time_zone: 'Europe/London',
  same_day_cutoff: '20:00',
  days: [
    {
      date: '2026-11-23',
      name: 'Today',
      date_label: 'Mon 23 Nov',
      is_today: true,
      available: false,
      unavailable_reason: 'Same-day delivery is for members only.',
      slots: [],
    },
    {
      date: '2026-11-24',
      name: 'Tomorrow',
      date_label: 'Tue 24 Nov',
      is_today: false,
      available: true,
      unavailable_reason: null,
      slots: [
        {
          value: 'morning',
          label: 'Morning 8am-12pm',
          cutoff_at: '2026-11-23T22:00:00.000Z',
          availability: 'available',
          places_left: null,
          unavailable_reason: null,
        },
        {
          value: 'afternoon',
          label: 'Afternoon 12pm-4pm',
          cutoff_at: '2026-11-23T22:00:00.000Z',
          availability: 'nearly_full',
          places_left: 1,
          unavailable_reason: null,
        },
        {
          value: 'evening',
          label: 'Evening 4pm-8pm',
          cutoff_at: '2026-11-23T22:00:00.000Z',
          availability: 'full',
          places_left: 0,
          unavailable_reason: 'This slot is full. Please choose another slot.',
        },
      ],
    },
  ],
  next_cutoff: null,
  slots: [],
  hold: null,
};

/** The catalogue's answer to a name search: 'lem' finds lemons and limes (out of stock) and the order's own cheddar. */
function searchAnswer(query: string | null) {
  const data =
    query === 'lem'
      ? [
          testProduct({ id: 3 }),
          testProduct({ id: 9, name: 'Lemons (box of 80)', order_code: 'FRU-009', price: 18.5 }),
          testProduct({ id: 10, name: 'Lemon juice 1L', order_code: 'FRU-010', stock_level: 'out_of_stock' }),
        ]
      : [];
  return json({ data, current_page: 1, last_page: 1, total: data.length, per_page: 20 });
}

function renderWith(order: Order, amend: (call: FetchCall) => Response = () => json({}, 500)) {
  const api = stubFetch((call) => {
    const { url } = call;
    if (url === '/api/user') return json(testUser());
    if (url === '/api/myorders?user_id=7') return json([order]);
    if (url === '/api/delivery-days') return json(DAYS);
    if (url.endsWith('/amend')) return amend(call);
    if (url.startsWith('/api/products?'))
      return searchAnswer(new URL(url, 'http://shop').searchParams.get('q'));
    if (url.endsWith('/credit-notes')) return json({ credit_notes: [], still_to_pay_pence: null });
    if (url.endsWith('/problem-reports')) return json({ problem_reports: [], refusal: 'Not yet.' });
    return json({ message: 'Not found', errors: {} }, 404);
  });
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt(
    `/customer-dashboard/orders/details/${order.order_id}`,
    <Route path="/customer-dashboard/orders/details/:orderId" element={<OrderDetailsPage />} />,
  );
  return api;
}

const preview = (difference: number, settlement: string) =>
  json({
    preview: true,
    order: AMENDABLE,
    previous_total: 300,
    total: 300 + difference,
    difference,
    refund: 0,
    pay: 0,
    settlement,
    invoice_number: null,
    payment_url: null,
  });

describe('changing an order', () => {
  it('is offered only while the order may be changed, with when changes close', async () => {
    renderWith(testOrder());
    await screen.findByRole('heading', { level: 1, name: 'Order W1-000001' });
    expect(screen.queryByRole('button', { name: 'Change order' })).toBeNull();
  });

  it('reviews the new total, then confirms the change', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = renderWith(AMENDABLE, (call) =>
      (call.body as { preview?: boolean }).preview
        ? preview(-24, 'You pay the new total when you pay for the order.')
        : json({
            preview: false,
            order: AMENDABLE,
            previous_total: 300,
            total: 276,
            difference: -24,
            refund: 0,
            pay: 0,
            settlement: 'You pay the new total when you pay for the order.',
            invoice_number: null,
            payment_url: null,
          }),
    );
    expect(
      await screen.findByText('You can change this order until 10:00pm on Monday 23 November.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change order' }));
    const editor = screen.getByRole('region', { name: 'Change order W1-000001' });
    fireEvent.change(within(editor).getByRole('spinbutton', { name: 'Oat milk 1L' }), {
      target: { value: '15' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Review changes' }));
    const review = await within(editor).findByRole('status');
    expect(review.textContent).toContain('New total £276.00 (was £300.00)');
    expect(review.textContent).toContain('£24.00 less than before.');
    expect(review.textContent).toContain('You pay the new total when you pay for the order.');
    expect(api.writes().at(-1)?.body).toEqual({
      order_items: [
        { id: 3, quantity: 10 },
        { id: 4, quantity: 15 },
      ],
      preview: true,
    });

    fireEvent.click(within(editor).getByRole('button', { name: 'Confirm changes' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your order has been changed.'));
    expect(api.writes().at(-1)?.body).toMatchObject({ preview: false });
  });

  it('for a paid card order costing more, offers to pay the difference by card and goes to pay it', async () => {
    const go = vi.spyOn(paymentPage, 'go').mockImplementation(() => {});
    const settlement = payDifferenceText(300_00);
    const dearer = (paymentUrl: string | null) =>
      json({
        preview: paymentUrl === null,
        order: AMENDABLE,
        previous_total: 300,
        total: 600,
        difference: 300,
        refund: 0,
        pay: 300,
        settlement,
        invoice_number: null,
        payment_url: paymentUrl,
      });
    const api = renderWith(AMENDABLE, (call) =>
      (call.body as { preview?: boolean }).preview ? dearer(null) : dearer('http://shop.test/pay/cs_test_1'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Change order' }));
    const editor = screen.getByRole('region', { name: 'Change order W1-000001' });
    fireEvent.change(within(editor).getByRole('spinbutton', { name: 'Oat milk 1L' }), {
      target: { value: '20' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Review changes' }));
    const review = await within(editor).findByRole('status');
    expect(review.textContent).toContain(settlement);
    fireEvent.click(within(editor).getByRole('button', { name: payDifferenceLabel(300_00) }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://shop.test/pay/cs_test_1'));
    expect(api.writes().at(-1)?.body).toMatchObject({ preview: false });
    expect(within(editor).getByRole('button', { name: TAKING_YOU_TO_PAY })).toBeTruthy();
  });

  it('says what to do about a bad quantity, shows the server’s refusal, and can be left', async () => {
    renderWith(AMENDABLE, () =>
      json({ message: 'The minimum order value is £200', errors: { order_items: ['x'] } }, 422),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Change order' }));
    const editor = screen.getByRole('region', { name: 'Change order W1-000001' });
    fireEvent.change(within(editor).getByRole('spinbutton', { name: 'Oat milk 1L' }), {
      target: { value: '0' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Review changes' }));
    expect(within(editor).getByRole('alert').textContent).toBe(
      'Please give each line a whole number of at least 1, or remove it.',
    );

    fireEvent.click(within(editor).getByRole('button', { name: 'Remove Oat milk 1L' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Review changes' }));
    expect((await within(editor).findByRole('alert')).textContent).toBe('The minimum order value is £200');

    fireEvent.click(within(editor).getByRole('button', { name: 'Remove Mature cheddar 5kg' }));
    expect(
      within(editor).getByText('No lines left. Add a product, or cancel the order instead.'),
    ).toBeTruthy();
    fireEvent.click(within(editor).getByRole('button', { name: 'Keep the order as it is' }));
    expect(screen.queryByRole('region', { name: 'Change order W1-000001' })).toBeNull();
  });

  it('reads an unchanged total and a dearer one in words', async () => {
    let difference = 0;
    renderWith(AMENDABLE, () => preview(difference, 'The total is unchanged.'));
    fireEvent.click(await screen.findByRole('button', { name: 'Change order' }));
    const editor = screen.getByRole('region', { name: 'Change order W1-000001' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Review changes' }));
    expect((await within(editor).findByRole('status')).textContent).toContain('The total is unchanged.');
    difference = 12;
    fireEvent.change(within(editor).getByRole('spinbutton', { name: 'Oat milk 1L' }), {
      target: { value: '30' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Review changes' }));
    expect((await within(editor).findByRole('status')).textContent).toContain('£12.00 more than before.');
  });

  it('adds the basket’s products and moves the order to another open slot', async () => {
    useBasketStore
      .getState()
      .replace([{ ...testProduct({ id: 9, name: 'Lemons (box of 80)' }), quantity: 2 }]);
    const api = renderWith(AMENDABLE, () => preview(40, '£40.00 more goes on your pay-later account.'));
    fireEvent.click(await screen.findByRole('button', { name: 'Change order' }));
    const editor = screen.getByRole('region', { name: 'Change order W1-000001' });
    expect(within(editor).getByRole('heading', { name: 'Add from your basket' })).toBeTruthy();
    fireEvent.click(within(editor).getByRole('button', { name: 'Add Lemons (box of 80)' }));
    expect(within(editor).getByRole('spinbutton', { name: 'Lemons (box of 80)' })).toHaveProperty(
      'value',
      '2',
    );

    const day = within(editor).getByRole('combobox', { name: 'Delivery day' });
    const today = await within(day).findByText('Today Mon 23 Nov (closed)', {}, { timeout: 3000 });
    expect(today).toHaveProperty('disabled', true);
    const time = within(editor).getByRole('combobox', { name: 'Delivery time' });
    expect(within(time).getByText('Afternoon 12pm-4pm (nearly full)')).toHaveProperty('disabled', false);
    expect(within(time).getByText('Evening 4pm-8pm (full)')).toHaveProperty('disabled', true);
    fireEvent.change(time, { target: { value: 'afternoon' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Review changes' }));
    expect((await within(editor).findByRole('status')).textContent).toContain(
      '£40.00 more goes on your pay-later account.',
    );
    expect(api.writes().at(-1)?.body).toEqual({
      order_items: [
        { id: 3, quantity: 10 },
        { id: 4, quantity: 25 },
        { id: 9, quantity: 2 },
      ],
      delivery_day: '2026-11-24',
      delivery_time: 'afternoon',
      preview: true,
    });
  });

  it('keeps the lines editable when the other days cannot be loaded', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/user') return json(testUser());
      if (url === '/api/myorders?user_id=7') return json([AMENDABLE]);
      if (url.endsWith('/credit-notes')) return json({ credit_notes: [], still_to_pay_pence: null });
      if (url.endsWith('/problem-reports')) return json({ problem_reports: [], refusal: 'Not yet.' });
      return json({ message: 'Boom', errors: {} }, 500);
    });
    useSessionStore.getState().setToken('token-of-ada');
    renderRoutesAt(
      '/customer-dashboard/orders/details/W1-000001',
      <Route path="/customer-dashboard/orders/details/:orderId" element={<OrderDetailsPage />} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Change order' }));
    expect(
      await screen.findByText("We couldn't load the other delivery days. You can still change the lines."),
    ).toBeTruthy();
    expect(screen.getByText('2026-11-24 (as ordered)')).toBeTruthy();
  });

  it('adds a product found by searching the catalogue, by keyboard', async () => {
    const api = renderWith(AMENDABLE, () => preview(18.5, '£18.50 more goes on your pay-later account.'));
    fireEvent.click(await screen.findByRole('button', { name: 'Change order' }));
    const editor = screen.getByRole('region', { name: 'Change order W1-000001' });
    const search = within(editor).getByRole('combobox', { name: 'Add a product from the catalogue' });

    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await within(editor).findByText('No products match “zzz”.')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'lem' } });
    const list = await within(editor).findByRole('listbox', { name: 'Products matching lem' });
    // The order's own cheddar is not offered again; an out-of-stock product cannot be chosen.
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Lemons (box of 80)FRU-009 · £18.50',
      'Lemon juice 1LFRU-010 · £10.00 · out of stock',
    ]);
    expect(options[1]?.getAttribute('aria-disabled')).toBe('true');
    expect(search.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(within(editor).getByRole('spinbutton', { name: 'Lemons (box of 80)' })).toHaveProperty(
      'value',
      '1',
    );
    expect(within(editor).queryByRole('listbox')).toBeNull();
    expect(search).toHaveProperty('value', '');
    expect(within(editor).getByText('Lemons (box of 80) added to the order.')).toBeTruthy();

    fireEvent.click(within(editor).getByRole('button', { name: 'Review changes' }));
    expect((await within(editor).findByRole('status')).textContent).toContain('£18.50 more than before.');
    expect(api.writes().at(-1)?.body).toEqual({
      order_items: [
        { id: 3, quantity: 10 },
        { id: 4, quantity: 25 },
        { id: 9, quantity: 1 },
      ],
      preview: true,
    });
  });
});
