import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrderCreditNotes,
  IssueCreditNoteBody,
  IssuedCreditNote,
} from '../../../../domain/schemas/credit-notes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrderKeys } from './admin-order-keys.ts';

const creditNotesKey = (id: number) => [...adminOrderKeys.detail(id), 'credit-notes'] as const;

/** GET /api/admin/orders/{id}/credit-notes: the order's credit notes and what is left to credit. */
export function useAdminOrderCreditNotes(id: number) {
  return useQuery({
    queryKey: creditNotesKey(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderCreditNotes>(`/api/admin/orders/${id}/credit-notes`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/**
 * POST /api/admin/orders/{id}/credit-notes. The answer carries the order's notes as they now stand;
 * the order itself reloads too (a credit note can settle it, and writes its history).
 */
export function useIssueCreditNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueCreditNoteBody) =>
      apiRequest<IssuedCreditNote>(`/api/admin/orders/${id}/credit-notes`, { method: 'POST', body }),
    onSuccess: (issued) => {
      queryClient.setQueryData<AdminOrderCreditNotes>(creditNotesKey(id), {
        credit_notes: issued.credit_notes,
        lines: issued.lines,
        refusal: issued.refusal,
      });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
    },
  });
}
