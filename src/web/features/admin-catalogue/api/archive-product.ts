import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedProduct } from '../../../../domain/schemas/back-office-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { areaPaths, type CatalogueArea, catalogueKeys } from './catalogue-area.ts';

/** POST …/products/{id}/archive or …/unarchive. */
export function useArchiveProduct(area: CatalogueArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archive }: { id: number; archive: boolean }) =>
      apiRequest<ManagedProduct>(
        `${areaPaths(area).api}/products/${id}/${archive ? 'archive' : 'unarchive'}`,
        {
          method: 'POST',
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all(area) }),
  });
}
