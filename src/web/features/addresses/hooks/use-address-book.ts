import { useAddresses } from '../../../session/api/get-addresses.ts';
import { isBuyer, useCurrentUser } from '../../../session/api/get-current-user.ts';

/** The signed-in user's one address (or none), and whether they are a seller, who keeps none. */
export function useAddressBook() {
  const { user } = useCurrentUser();
  const { addresses, isLoading, failed, retry, retrying, userId } = useAddresses();
  return {
    address: addresses[0] ?? null,
    addresses,
    userId,
    isLoading,
    failed,
    retry,
    retrying,
    isSeller: user !== null && !isBuyer(user),
  };
}
