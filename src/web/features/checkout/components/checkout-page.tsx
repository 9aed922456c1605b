import { ShoppingBasket } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAddresses } from '../../../session/api/get-addresses.ts';
import { useCurrentUser } from '../../../session/api/get-current-user.ts';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { CheckoutForm } from './checkout-form.tsx';

/** /checkout (signed-in only): waits for the user and their address, then the checkout form. */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const { user, isLoading: userLoading } = useCurrentUser();
  const { addresses, isLoading: addressesLoading } = useAddresses();
  const hasLines = useBasketStore((state) => state.lines.length > 0);

  let content: ReactNode;
  // Without its user the token has just been refused: the session loader signs out and the route
  // guard moves on, so there is only the wait to show.
  if (userLoading || addressesLoading || !user) content = <Spinner label="Loading checkout" />;
  else if (!hasLines)
    content = (
      <EmptyState
        icon={ShoppingBasket}
        title="Your basket is empty."
        linkLabel="Continue shopping"
        className="mt-8"
      />
    );
  else {
    const saved = addresses.find((address) => address.default === 'yes') ?? addresses[0];
    content = <CheckoutForm user={user} savedAddress={saved?.address} />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:px-6 lg:py-12">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Checkout</h1>
      {content}
    </div>
  );
}
