import { useQuery } from '@tanstack/react-query';
import type { Address } from '../../../domain/schemas/address.ts';
import { loadUserList } from '../load-user-list.ts';
import { sessionKeys } from '../query-keys.ts';
import { useListOwner } from './get-current-user.ts';

/** The signed-in buyer's address (a list of at most one, as the API gives it). */
export function useAddresses() {
  const { ownerId: userId, isUserLoading } = useListOwner('buyer');
  const query = useQuery({
    queryKey: sessionKeys.addresses(userId),
    queryFn: ({ signal }) => loadUserList<Address>(`/api/address?user_id=${userId}`, 'addresses', signal),
    enabled: userId > 0,
  });
  return { addresses: query.data ?? [], isLoading: isUserLoading || (userId > 0 && query.isPending), userId };
}
