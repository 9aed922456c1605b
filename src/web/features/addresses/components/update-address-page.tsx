import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { useUpdateAddress } from '../api/update-address.ts';
import { useAddressBook } from '../hooks/use-address-book.ts';
import { useSaveThenList } from '../hooks/use-save-then-list.ts';
import { toFormValues } from '../utils/address-form-values.ts';
import { AddressForm } from './address-form.tsx';
import {
  ADDRESSES_PATH,
  AddressPageFrame,
  AddressPageMessage,
  primaryLinkClass,
  secondaryLinkClass,
} from './address-page-frame.tsx';
import { SellerNotice } from './seller-notice.tsx';

export const ADDRESS_UPDATED = 'Your address has been updated.';
export const ADDRESS_NOT_FOUND = "We couldn't find this address.";

/** /customer-dashboard/update-address/:addressId: edits the user's saved address (docs/product.md §5.4). */
export function UpdateAddressPage() {
  const { addressId } = useParams();
  const { addresses, userId, isLoading, isSeller } = useAddressBook();
  const address = addresses.find((candidate) => String(candidate.id) === addressId);
  const update = useUpdateAddress(userId, address?.id ?? 0);
  const save = useSaveThenList(update.mutateAsync, ADDRESS_UPDATED);

  return (
    <AddressPageFrame title="Update address" intro="Changes apply to your next order.">
      {isLoading ? (
        <Spinner label="Loading your address" />
      ) : isSeller ? (
        <SellerNotice />
      ) : !address ? (
        <AddressPageMessage
          action={
            <Link to={ADDRESSES_PATH} className={primaryLinkClass}>
              See your addresses
            </Link>
          }
        >
          {ADDRESS_NOT_FOUND}
        </AddressPageMessage>
      ) : (
        // Keyed by the address, so the form starts again from the saved values of another one.
        <AddressForm
          key={address.id}
          defaultValues={toFormValues(address.address)}
          submitLabel="Save address"
          onSave={save}
        >
          <Link to={ADDRESSES_PATH} className={secondaryLinkClass}>
            Cancel
          </Link>
        </AddressForm>
      )}
    </AddressPageFrame>
  );
}
