import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '../../../../domain/schemas/account.ts';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/user/{id}: the account and its sessions go; placed orders stay, anonymised. */
export function deleteAccount(userId: number): Promise<SuccessResponse> {
  return apiRequest<SuccessResponse>(`/api/user/${userId}`, { method: 'DELETE' });
}

/** The server refuses (409) while pay-later invoices are unpaid, even if this page's user is stale. */
export function isOutstandingInvoicesRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
