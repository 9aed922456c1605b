import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Address,
  AddressResponse,
  AddressUpdateBody,
  AddressValues,
} from '../../../../domain/schemas/address.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../../session/query-keys.ts';

/** PUT /api/address/{id}: replaces the fields of the user's address. */
export async function updateAddress(addressId: number, body: AddressUpdateBody): Promise<Address> {
  const reply = await apiRequest<AddressResponse>(`/api/address/${addressId}`, { method: 'PUT', body });
  return reply.data;
}

/** Saves the address and swaps the saved version into the cached list. */
export function useUpdateAddress(userId: number, addressId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: AddressValues) =>
      updateAddress(addressId, { user_id: userId, address_id: addressId, address }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Address[]>(sessionKeys.addresses(userId), (list = []) =>
        list.some((address) => address.id === saved.id)
          ? list.map((address) => (address.id === saved.id ? saved : address))
          : [...list, saved],
      );
    },
  });
}
