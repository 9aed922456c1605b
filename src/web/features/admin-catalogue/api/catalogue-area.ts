/** Which back office manages the products: the admin's (every product) or a seller's (their own). */
export type CatalogueArea = 'admin' | 'seller';

/** The API and the pages of each area's product management. */
export function areaPaths(area: CatalogueArea) {
  const api = `/api/${area}`;
  const pages = area === 'admin' ? '/admin/products' : '/seller/products';
  return {
    api,
    list: area === 'admin' ? '/admin/products' : '/seller',
    add: `${pages}/new`,
    edit: (id: number) => `${pages}/${id}`,
  };
}

export const catalogueKeys = {
  all: (area: CatalogueArea) => ['back-office', area, 'products'] as const,
  list: (area: CatalogueArea, search: string) => ['back-office', area, 'products', 'list', search] as const,
  one: (area: CatalogueArea, id: number) => ['back-office', area, 'products', 'one', id] as const,
};
