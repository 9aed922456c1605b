import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NOT_SOLD } from '../../../../domain/saved-baskets.ts';
import { testProduct } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { SaveBasketDialog } from './save-basket-dialog.tsx';

resetAfterEach();

const lemons = { ...testProduct({ id: 4, name: 'Lemons box of 80' }), quantity: 2 };
const cola = { ...testProduct({ id: 7, name: 'Cola 24 x 330ml' }), quantity: 1 };

describe('the Save basket dialog', () => {
  it('names the product the server no longer sells', async () => {
    stubFetch(({ method }) =>
      method === 'POST'
        ? json({ message: PRODUCT_NOT_SOLD, errors: { 'lines.1.product_id': [PRODUCT_NOT_SOLD] } }, 422)
        : json([]),
    );
    renderRoutesAt(
      '/cart',
      <Route path="/cart" element={<SaveBasketDialog lines={[lemons, cola]} userId={1} />} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save basket' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Friday bar order' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save basket' }).at(-1) as HTMLElement);
    expect(
      await screen.findByText('Cola 24 x 330ml is no longer sold. Please remove it from your basket first.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });
});
