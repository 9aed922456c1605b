import { MapPinned, Pencil, Plus, ReceiptText, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { addressLines, billingAddress, deliveryAddress } from '../../../../domain/address-lines.ts';
import type { Address } from '../../../../domain/schemas/address.ts';
import { SuccessBanner } from '../../../components/banner.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRouterNotice } from '../../../lib/use-router-notice.ts';
import { useAddressBook } from '../hooks/use-address-book.ts';
import { AddressBlock } from './address-block.tsx';
import { ADD_ADDRESS_PATH, primaryLinkClass, updateAddressPath } from './address-page-frame.tsx';
import { SellerNotice } from './seller-notice.tsx';

export const NO_ADDRESS_YET = "You don't have an address yet.";

/** /customer-dashboard/addresses: the billing and shipping blocks of the user's one address (docs/product.md §2.3). */
export function AddressesPage() {
  useDocumentTitle('Addresses');
  const { address, isLoading, failed, retry, retrying, isSeller } = useAddressBook();
  const notice = useRouterNotice();

  return (
    <div className="max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Addresses</h1>
        {!isLoading && !failed && !isSeller && (
          <Link to={address ? updateAddressPath(address.id) : ADD_ADDRESS_PATH} className={primaryLinkClass}>
            {address ? (
              <Pencil className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Plus className="h-4 w-4" aria-hidden="true" />
            )}
            {address ? 'Edit' : 'Add address'}
          </Link>
        )}
      </div>

      <div role="status" className="empty:hidden mt-4">
        {notice && <SuccessBanner>{notice}</SuccessBanner>}
      </div>

      <div className="mt-6">
        {isLoading ? (
          <Spinner label="Loading your address" />
        ) : isSeller ? (
          <SellerNotice />
        ) : failed ? (
          // Not the empty text: that would invite adding a second address to an account that has one.
          <ErrorMessage>
            Sorry, we could not load your address.{' '}
            <button
              type="button"
              onClick={retry}
              disabled={retrying}
              className="font-semibold underline disabled:cursor-wait disabled:opacity-70"
            >
              {retrying ? 'Retrying…' : 'Retry'}
            </button>
          </ErrorMessage>
        ) : address ? (
          <AddressBlocks address={address} />
        ) : (
          <div className="flex flex-col items-center gap-4 rounded-2xl border border-neutral-200 bg-white px-6 py-14 text-center shadow-sm">
            <span className="grid h-16 w-16 place-items-center rounded-full bg-amber-100 text-amber-700">
              <MapPinned className="h-8 w-8" aria-hidden="true" />
            </span>
            <p className="font-semibold text-lg">{NO_ADDRESS_YET}</p>
            <p className="max-w-md text-neutral-600 text-sm">
              Add your billing and delivery address once and it is ready for every order.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

function AddressBlocks({ address: { address } }: { address: Address }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <AddressBlock
        title="Billing address"
        icon={ReceiptText}
        lines={addressLines(billingAddress(address))}
        details={[
          ['Phone', address.billing_phone],
          ['Email', address.billing_email],
        ]}
      />
      <AddressBlock
        title="Shipping address"
        icon={Truck}
        lines={addressLines(deliveryAddress(address))}
        details={[['Phone', address.phone]]}
      />
    </div>
  );
}
