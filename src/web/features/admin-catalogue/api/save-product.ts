import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedProduct, ProductInput } from '../../../../domain/schemas/back-office-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { areaPaths, type CatalogueArea, catalogueKeys } from './catalogue-area.ts';

/** POST …/products (a new product) or PUT …/products/{id} (a change). */
export function useSaveProduct(area: CatalogueArea, id: number | undefined) {
  const queryClient = useQueryClient();
  const base = `${areaPaths(area).api}/products`;
  return useMutation({
    mutationFn: (input: ProductInput) =>
      id === undefined
        ? apiRequest<ManagedProduct>(base, { method: 'POST', body: input })
        : apiRequest<ManagedProduct>(`${base}/${id}`, { method: 'PUT', body: input }),
    onSuccess: (product) => {
      queryClient.setQueryData(catalogueKeys.one(area, product.id), product);
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.all(area) });
    },
  });
}
