import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DeliveryRun, ShortRunLine } from '../../../../domain/schemas/admin-orders.ts';
import { NO_SUBSTITUTE_CANDIDATES, SUBSTITUTE_NOT_ALLOWED_NOTE } from '../../../../domain/substitutions.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { ShortLinesSection } from './short-lines-section.tsx';

resetAfterEach();

const line = (overrides: Partial<ShortRunLine>): ShortRunLine => ({
  item_id: 1,
  order_id: 'W1-000101',
  venue: 'The Portman Arms',
  title: 'Mature cheddar 5kg',
  quantity: 6,
  units_short: 5,
  allow_substitute: true,
  substitution: null,
  ...overrides,
});

function renderLines(lines: ShortRunLine[]) {
  stubFetch(({ url }) =>
    url === '/api/admin/order-items/1/substitutes'
      ? json({ candidates: [] })
      : json({ message: 'Not found' }, 404),
  );
  useSessionStore.getState().setToken('token-of-staff');
  const run: DeliveryRun = { day: '2026-11-28', slot: null, picking: [], drops: [], short_lines: lines };
  renderRoutesAt('/run', <Route path="/run" element={<ShortLinesSection run={run} />} />);
}

describe('ShortLinesSection', () => {
  it('says when the venue allows no substitute, and when no product can stand in', async () => {
    renderLines([
      line({}),
      line({ item_id: 2, order_id: 'W1-000102', title: 'Butter 5kg', allow_substitute: false }),
    ]);
    expect(screen.getByRole('heading', { name: 'Short lines' })).toBeTruthy();
    const first = screen.getAllByRole('listitem')[0];
    expect(first?.textContent).toContain('W1-000101 · The Portman Arms · Mature cheddar 5kg: 5 of 6 short');
    expect(screen.getByText(SUBSTITUTE_NOT_ALLOWED_NOTE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Substitute\s*Mature cheddar 5kg in W1-000101$/ }));
    expect(await screen.findByText(NO_SUBSTITUTE_CANDIDATES)).toBeTruthy();
  });
});
