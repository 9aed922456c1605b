import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Address,
  AddressResponse,
  AddressValues,
  NewAddressBody,
} from '../../../../domain/schemas/address.ts';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../session/query-keys.ts';

/** POST /api/address: the user's one address; a second one is refused with 409. */
export async function addAddress(body: NewAddressBody): Promise<Address> {
  const reply = await apiRequest<AddressResponse>('/api/address', { method: 'POST', body });
  return reply.data;
}

/** Adds the address and puts it straight into the cached list, so the dashboard shows it at once. */
export function useAddAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: AddressValues) => addAddress({ user_id: userId, address }),
    onSuccess: (added) => {
      queryClient.setQueryData<Address[]>(sessionKeys.addresses(userId), [added]);
    },
    onError: (error) => {
      // 409: an address exists that this page did not know of (added in another tab); load it.
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.addresses(userId) });
      }
    },
  });
}
