import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '../../../../domain/schemas/back-office-catalogue.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { areaPaths, type CatalogueArea } from './catalogue-area.ts';

/** POST /api/{admin,seller}/images with the picture as base64; answers its address. */
export function useUploadImage(area: CatalogueArea) {
  return useMutation({
    mutationFn: (base64: string) =>
      apiRequest<UploadedImage>(`${areaPaths(area).api}/images`, { method: 'POST', body: { data: base64 } }),
  });
}
