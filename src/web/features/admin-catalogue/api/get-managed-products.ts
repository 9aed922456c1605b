import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ManagedProductPage } from '../../../../domain/schemas/back-office-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { areaPaths, type CatalogueArea, catalogueKeys } from './catalogue-area.ts';

/** GET /api/{admin,seller}/products?page=&q=&status=: a page of products, archived ones too. */
export function useManagedProducts(area: CatalogueArea, search: string) {
  return useQuery({
    queryKey: catalogueKeys.list(area, search),
    queryFn: ({ signal }) =>
      apiRequest<ManagedProductPage>(`${areaPaths(area).api}/products${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
