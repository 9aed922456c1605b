import { useAddresses } from '../../../session/api/get-addresses.ts';
import { isBuyer, useCurrentUser } from '../../../session/api/get-current-user.ts';

/**
 * The signed-in user's address with one loading flag: useAddresses alone reports "not loading"
 * while the user is still unknown, which would flash the empty state. Sellers keep no address.
 */
export function useAddressBook() {
  const { user, isLoading: isUserLoading } = useCurrentUser();
  const { addresses, isLoading, userId } = useAddresses();
  return {
    address: addresses[0] ?? null,
    addresses,
    userId,
    isLoading: isUserLoading || isLoading,
    isSeller: user !== null && !isBuyer(user),
  };
}
