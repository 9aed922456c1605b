import { useMutation } from '@tanstack/react-query';
import type { QuickOrderMatch } from '../../../../domain/schemas/quick-order.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/quick-order/match: the lines read and matched; nothing is added anywhere. */
export function useMatchLines() {
  return useMutation({
    mutationFn: (lines: string[]) =>
      apiRequest<QuickOrderMatch>('/api/quick-order/match', { method: 'POST', body: { lines } }),
  });
}
