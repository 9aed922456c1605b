import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueImportResult } from '../../../../domain/schemas/catalogue-import.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/catalogue/import/preview: what the file would change; nothing is written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest<CatalogueImportResult>('/api/admin/catalogue/import/preview', {
        method: 'POST',
        body: { csv },
      }),
  });
}

/** POST /api/admin/catalogue/import: applies the file in one go; the back office's product lists reload. */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest<CatalogueImportResult>('/api/admin/catalogue/import', { method: 'POST', body: { csv } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['back-office'] }),
  });
}
