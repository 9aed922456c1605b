import { ShoppingBasket } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAddresses } from '../../../session/api/get-addresses.ts';
import { useCurrentUser } from '../../../session/api/get-current-user.ts';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { useDeliveryDays } from '../api/get-delivery-days.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { CheckoutLoadFailed } from './checkout-load-failed.tsx';

/**
 * /checkout (signed-in only): waits for the user, their address and the delivery days the server
 * offers, then the checkout form. A failed request shows what failed with a Retry.
 */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const { user, isLoading: userLoading } = useCurrentUser();
  const {
    addresses,
    isLoading: addressesLoading,
    failed: addressesFailed,
    retry: retryAddresses,
    retrying: retryingAddresses,
  } = useAddresses();
  const days = useDeliveryDays();
  const hasLines = useBasketStore((state) => state.lines.length > 0);

  let content: ReactNode;
  // Without its user the token has just been refused: the session loader signs out and the route
  // guard moves on, so there is only the wait to show.
  if (userLoading || !user) content = <Spinner label="Loading checkout" />;
  else if (!hasLines)
    content = (
      <EmptyState
        icon={ShoppingBasket}
        title="Your basket is empty."
        linkLabel="Continue shopping"
        className="mt-8"
      />
    );
  else if (addressesFailed)
    content = (
      <CheckoutLoadFailed what="your saved address" onRetry={retryAddresses} retrying={retryingAddresses} />
    );
  else if (days.isError && !days.data)
    content = (
      <CheckoutLoadFailed
        what="the delivery days"
        onRetry={() => void days.refetch()}
        retrying={days.isFetching}
      />
    );
  else if (addressesLoading || !days.data) content = <Spinner label="Loading checkout" />;
  else {
    const saved = addresses.find((address) => address.default === 'yes') ?? addresses[0];
    content = <CheckoutForm user={user} savedAddress={saved?.address} options={days.data} />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:px-6 lg:py-12">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Checkout</h1>
      {content}
    </div>
  );
}
