import { useQuery } from '@tanstack/react-query';
import type { ManagedProduct } from '../../../../domain/schemas/back-office-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { areaPaths, type CatalogueArea, catalogueKeys } from './catalogue-area.ts';

/** GET /api/{admin,seller}/products/{id}: one product to edit. */
export function useManagedProduct(area: CatalogueArea, id: number | undefined) {
  return useQuery({
    queryKey: catalogueKeys.one(area, id ?? 0),
    queryFn: ({ signal }) => apiRequest<ManagedProduct>(`${areaPaths(area).api}/products/${id}`, { signal }),
    enabled: id !== undefined,
  });
}
