import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { OrderGuideItem } from '../../domain/schemas/order-guide.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { testProduct, testUser } from '../test/fixtures.ts';
import { renderRoutesAt } from '../test/render-at.tsx';
import { resetAfterEach } from '../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../test/stub-fetch.ts';
import { OrderGuideToggle } from './order-guide-toggle.tsx';

const cheddar = testProduct();

function guideItem(): OrderGuideItem {
  return {
    product: cheddar,
    heading: null,
    times_ordered: 0,
    last_quantity: null,
    last_ordered_at: null,
    archived: false,
    replacement: null,
    par_units: null,
    counted_units: null,
    counted_at: null,
  } as OrderGuideItem;
}

/** A gate a test opens when it chooses: the pretend API's answers wait behind it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * A pretend API holding one venue's guide: reading the guide's product ids waits for `guideGate`, and each write
 * waits for `writeGate` (both open at once unless a test holds them).
 */
function fakeApi({ guideGate = Promise.resolve(), writeGate = () => Promise.resolve() } = {}) {
  let onGuide = false;
  return stubFetch(async ({ method, url }) => {
    if (url === '/api/user') return json(testUser());
    if (method === 'GET' && url === '/api/order-guide/product-ids') {
      await guideGate;
      return json({ product_ids: onGuide ? [cheddar.id] : [] });
    }
    // The whole guide is heavy work on the server; a card never needs it.
    if (method === 'GET' && url === '/api/order-guide') return json({ items: onGuide ? [guideItem()] : [] });
    await writeGate();
    if (method === 'POST' && url === '/api/order-guide/items') onGuide = true;
    if (method === 'DELETE') onGuide = false;
    return json({ success: true });
  });
}

function renderToggle() {
  useSessionStore.getState().setToken('token-of-ada');
  renderRoutesAt('/', <Route path="/" element={<OrderGuideToggle product={cheddar} variant="icon" />} />);
}

const toggle = () => screen.findByRole('button', { name: `Order guide: ${cheddar.name}` });
const writesOf = (api: ReturnType<typeof fakeApi>) =>
  api.writes().map((call) => `${call.method} ${call.url}`);

resetAfterEach();

describe('OrderGuideToggle', () => {
  it('keeps a press made while the guide loads and sends it once the guide has loaded', async () => {
    const success = vi.spyOn(toast, 'success');
    const guide = gate();
    const api = fakeApi({ guideGate: guide.opened });
    renderToggle();

    fireEvent.click(await toggle());
    // The press shows at once, but nothing is sent while the guide cannot tell add from remove.
    expect((await toggle()).getAttribute('aria-pressed')).toBe('true');
    expect(writesOf(api)).toEqual([]);

    guide.open();
    await waitFor(() => expect(writesOf(api)).toEqual(['POST /api/order-guide/items']));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added to your order guide.'));
    await waitFor(async () => expect((await toggle()).getAttribute('aria-busy')).toBeNull());
    expect((await toggle()).getAttribute('aria-pressed')).toBe('true');
  });

  it('queues presses made while a change is under way: the latest wish wins', async () => {
    let firstWrite = gate();
    const api = fakeApi({ writeGate: () => firstWrite.opened });
    renderToggle();
    await waitFor(async () => expect((await toggle()).getAttribute('aria-busy')).toBeNull());

    fireEvent.click(await toggle()); // add: held at the server
    await waitFor(() => expect(writesOf(api)).toEqual(['POST /api/order-guide/items']));
    fireEvent.click(await toggle()); // take it off again…
    expect((await toggle()).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(await toggle()); // …no, keep it
    fireEvent.click(await toggle()); // …no, take it off after all
    expect((await toggle()).getAttribute('aria-pressed')).toBe('false');

    const held = firstWrite;
    firstWrite = { opened: Promise.resolve(), open: () => {} };
    held.open();
    // The add ends, then only the latest wish is sent: one removal.
    await waitFor(() =>
      expect(writesOf(api)).toEqual(['POST /api/order-guide/items', 'DELETE /api/order-guide/items/3']),
    );
    await waitFor(async () => expect((await toggle()).getAttribute('aria-busy')).toBeNull());
    expect((await toggle()).getAttribute('aria-pressed')).toBe('false');
    expect(writesOf(api)).toHaveLength(2);
  });

  it("reads only the guide's product ids, never the whole guide, and shows a product on it as pressed", async () => {
    const api = fakeApi();
    renderToggle();
    await waitFor(async () => expect((await toggle()).getAttribute('aria-busy')).toBeNull());
    fireEvent.click(await toggle());
    await waitFor(() => expect(writesOf(api)).toEqual(['POST /api/order-guide/items']));
    await waitFor(async () => expect((await toggle()).getAttribute('aria-busy')).toBeNull());
    expect((await toggle()).getAttribute('aria-pressed')).toBe('true');
    const reads = api.calls.filter((call) => call.method === 'GET').map((call) => call.url);
    expect(reads).toContain('/api/order-guide/product-ids');
    expect(reads).not.toContain('/api/order-guide');
  });
});
