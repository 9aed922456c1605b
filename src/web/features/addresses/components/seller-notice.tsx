import { AddressPageMessage } from './address-page-frame.tsx';

/** Sellers have no delivery address: addresses, like orders, belong to customer accounts. */
export function SellerNotice() {
  return (
    <AddressPageMessage>Addresses belong to customer accounts; a seller account has none.</AddressPageMessage>
  );
}
