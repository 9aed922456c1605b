import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ManagedCategory } from '../../../../domain/schemas/back-office-catalogue.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { resetAfterEach } from '../../../test/reset-after-each.ts';
import { jsonResponse as json, stubFetch } from '../../../test/stub-fetch.ts';
import { CategoriesAdminPage } from './categories-admin-page.tsx';

resetAfterEach();

const category = (overrides: Partial<ManagedCategory> & Pick<ManagedCategory, 'id' | 'name'>) => ({
  slug: overrides.name.toLowerCase().replace(/\W+/g, '-'),
  parent_id: null,
  favourite: false,
  position: 0,
  products_count: 0,
  archived_at: null,
  ...overrides,
});

// As the server counts them: what each category's page in the shop lists.
const categories: ManagedCategory[] = [
  category({ id: 1, name: 'Drinks', products_count: 12 }),
  category({ id: 2, name: 'Beers & ciders', parent_id: 1, products_count: 12 }),
];

describe('CategoriesAdminPage', () => {
  it('counts each category under "Products in the shop", the number its shop page shows', async () => {
    stubFetch(({ url }) =>
      url === '/api/admin/categories' ? json(categories) : json({ message: 'Not found', errors: {} }, 404),
    );
    useSessionStore.getState().setToken('token-of-ada');
    renderRoutesAt('/admin/categories', <Route path="/admin/categories" element={<CategoriesAdminPage />} />);

    const table = await screen.findByRole('table', { name: /^Categories/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const column = headers.indexOf('Products in the shop');
    expect(column).toBeGreaterThan(-1);
    const beers = within(table).getByRole('row', { name: /Beers & ciders/ });
    expect(within(beers).getAllByRole('cell')[column]?.textContent).toBe('12');
  });
});
