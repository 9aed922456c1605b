import { useQuery } from '@tanstack/react-query';
import type { Address } from '../../../domain/schemas/address.ts';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { sessionKeys } from '../query-keys.ts';
import { useListOwner } from './get-current-user.ts';

async function loadAddresses(userId: number, signal: AbortSignal): Promise<Address[]> {
  try {
    return await apiRequest<Address[]>(`/api/address?user_id=${userId}`, { signal });
  } catch (error) {
    if (!signal.aborted && !(error instanceof ApiRequestError && error.status === 401)) {
      console.error('Could not load the addresses', error);
    }
    throw error;
  }
}

/**
 * The signed-in buyer's address (a list of at most one, as the API gives it). A failed request is
 * logged (docs/product.md §8.1) and reported as failed, not as an empty list: a page that said "no address"
 * would offer to add a second one, or a checkout without the saved one.
 */
export function useAddresses() {
  const { ownerId: userId, isUserLoading } = useListOwner('buyer');
  const query = useQuery({
    queryKey: sessionKeys.addresses(userId),
    queryFn: ({ signal }) => loadAddresses(userId, signal),
    enabled: userId > 0,
  });
  return {
    addresses: query.data ?? [],
    isLoading: isUserLoading || (userId > 0 && query.isPending),
    /** The request failed and nothing was loaded before. */
    failed: query.isError && query.data === undefined,
    retry: () => void query.refetch(),
    retrying: query.isError && query.isFetching,
    userId,
  };
}
