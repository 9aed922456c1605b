import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProfileUpdateBody, ProfileUpdateResponse } from '../../../../domain/schemas/account.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../session/query-keys.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** The checked form values: trimmed, with empty password boxes already turned into "not given". */
export type ProfileChanges = z.output<typeof ProfileUpdateBody>;

/**
 * PUT /api/user_profile/{id}. The passwords go only when both are given (docs/product.md §5.4), so leaving them
 * empty never sends an empty password for the server to judge.
 */
export function updateProfile(userId: number, changes: ProfileChanges): Promise<ProfileUpdateResponse> {
  const { name, phone, old_password, new_password, accept_substitutes, po_number_required } = changes;
  const passwords = old_password && new_password ? { old_password, new_password } : {};
  return apiRequest<ProfileUpdateResponse>(`/api/user_profile/${userId}`, {
    method: 'PUT',
    body: { user_id: userId, name, phone, accept_substitutes, po_number_required, ...passwords },
  });
}

/** Saves the profile; the user the server returns replaces the cached one, so every page shows it at once. */
export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(userId, changes),
    onSuccess: (response) => queryClient.setQueryData(sessionKeys.user(token), response.user),
  });
}
