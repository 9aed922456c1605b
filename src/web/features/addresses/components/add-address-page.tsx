import { Link } from 'react-router';
import { ONE_ADDRESS_ONLY } from '../../../../domain/schemas/address.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { useAddAddress } from '../api/add-address.ts';
import { useAddressBook } from '../hooks/use-address-book.ts';
import { useSaveThenList } from '../hooks/use-save-then-list.ts';
import { EMPTY_ADDRESS } from '../utils/address-form-values.ts';
import { AddressForm } from './address-form.tsx';
import {
  ADDRESSES_PATH,
  AddressPageFrame,
  AddressPageMessage,
  primaryLinkClass,
  secondaryLinkClass,
  updateAddressPath,
} from './address-page-frame.tsx';
import { SellerNotice } from './seller-notice.tsx';

export const ADDRESS_ADDED = 'Your address has been added.';

/** /customer-dashboard/add-address: the user's one address (docs/product.md §5.4). */
export function AddAddressPage() {
  const { address, userId, isLoading, isSeller } = useAddressBook();
  const add = useAddAddress(userId);
  const save = useSaveThenList(add.mutateAsync, ADDRESS_ADDED);

  return (
    <AddressPageFrame title="Add address" intro="Where we invoice your business and deliver your orders.">
      {isLoading ? (
        <Spinner label="Loading your address" />
      ) : isSeller ? (
        <SellerNotice />
      ) : address && !add.isSuccess ? (
        // One address per user (docs/product.md §9.5): point to the edit form instead of a form bound to fail.
        <AddressPageMessage
          action={
            <Link to={updateAddressPath(address.id)} className={primaryLinkClass}>
              Edit your address
            </Link>
          }
        >
          {ONE_ADDRESS_ONLY}
        </AddressPageMessage>
      ) : (
        <AddressForm defaultValues={EMPTY_ADDRESS} submitLabel="Add address" onSave={save}>
          <Link to={ADDRESSES_PATH} className={secondaryLinkClass}>
            Cancel
          </Link>
        </AddressForm>
      )}
    </AddressPageFrame>
  );
}
