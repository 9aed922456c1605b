import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OrderGuideItem } from '../../../../domain/schemas/order-guide.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testProduct, testUser } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { NOTHING_TO_ORDER_TEXT, PROPOSAL_LOAD_ERROR_TEXT } from './proposal-review.tsx';
import { NOTHING_TO_COUNT_TEXT, StockTakePage } from './stock-take-page.tsx';

const buyer = testUser();
const cola = testProduct({ id: 5, name: 'Cola 24 x 330ml' });
const item: OrderGuideItem = {
  product: { ...cola, pack: { count: 24, size: 330, unit: 'ml', label: '24 x 330 ml' } },
  heading: null,
  times_ordered: 1,
  last_quantity: 1,
  last_ordered_at: '2026-11-20T10:00:00.000Z',
  archived: false,
  replacement: null,
  par_units: 48,
  counted_units: null,
  counted_at: null,
};

function renderPage() {
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt(
    '/order-guide/stock-take',
    <Route path="/order-guide/stock-take" element={<StockTakePage />} />,
  );
}

resetAfterEach();

describe('StockTakePage', () => {
  it('says there is nothing to count on an empty guide', async () => {
    stubFetch(({ url }) => (url === '/api/user' ? json(buyer) : json({ items: [] })));
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading your order guide');
    expect(await screen.findByText(NOTHING_TO_COUNT_TEXT)).toBeTruthy();
  });

  it('proposes par minus count in whole packs as it is typed, and says when the proposal fails', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/user') return json(buyer);
      if (url === '/api/order-guide') return json({ items: [item] });
      if (url === '/api/order-guide/proposal') return json({ message: 'Boom', errors: {} }, 500);
      return json({ success: true });
    });
    renderPage();
    const count = await screen.findByLabelText('Count today of Cola 24 x 330ml, in units');
    expect(screen.getByText('Count single 330 ml units (24 to a pack).')).toBeTruthy();
    for (const digit of ['2', '3']) fireEvent.click(screen.getByRole('button', { name: digit }));
    expect((count as HTMLInputElement).value).toBe('23');
    expect(screen.getByText('Proposed: 2 packs of 24 x 330 ml.')).toBeTruthy();
    fireEvent.change(count, { target: { value: '60' } });
    expect(screen.getByText('At or above par: nothing to order.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and see the order' }));
    expect(await screen.findByText(PROPOSAL_LOAD_ERROR_TEXT)).toBeTruthy();
  });

  it('keeps what was typed when the venue goes back a product', async () => {
    const wine: OrderGuideItem = {
      ...item,
      product: { ...item.product, id: 6, name: 'House red 6 x 75cl' },
      par_units: 12,
    };
    const fetched = stubFetch(({ url }) => {
      if (url === '/api/user') return json(buyer);
      if (url === '/api/order-guide') return json({ items: [item, wine] });
      return json({ success: true });
    });
    renderPage();
    await screen.findByLabelText('Count today of Cola 24 x 330ml, in units');
    fireEvent.click(screen.getByRole('button', { name: 'Save and next' }));
    await screen.findByLabelText('Count today of House red 6 x 75cl, in units');
    fireEvent.click(screen.getByRole('button', { name: '7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByLabelText('Count today of Cola 24 x 330ml, in units');
    expect(fetched.writes()).toEqual([
      { method: 'PATCH', url: '/api/order-guide/items/6/stock', body: { counted_units: 7 } },
    ]);
  });

  it('says when nothing is to be ordered', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/user') return json(buyer);
      if (url === '/api/order-guide') {
        return json({ items: [{ ...item, counted_units: 60, counted_at: new Date().toISOString() }] });
      }
      return json({ lines: [], counted: 1 });
    });
    renderPage();
    expect(await screen.findByText(NOTHING_TO_ORDER_TEXT)).toBeTruthy();
  });

  it("prices the proposal as the basket would: a member's price per line and the total", async () => {
    const member = testUser({ is_subscribed: true, subscription_end_at: null });
    const countedToday = { counted_units: 0, counted_at: new Date().toISOString() };
    stubFetch(({ url }) => {
      if (url === '/api/user') return json(member);
      if (url === '/api/order-guide') return json({ items: [{ ...item, ...countedToday }] });
      return json({
        lines: [{ product: item.product, par_units: 48, counted_units: 0, quantity: 2 }],
        counted: 1,
      });
    });
    renderPage();
    const line = (await screen.findByText('Cola 24 x 330ml')).closest('li') as HTMLElement;
    // £8.55 a pack for a member (list £10.00), two packs.
    expect(line.textContent).toContain('£8.55 each');
    expect(line.textContent).toContain('Line total, member price £17.10');
    expect(line.textContent).toContain('List price £20.00');
    expect(screen.getByText('Total excluding VAT').parentElement?.textContent).toContain('£17.10');
  });
});
