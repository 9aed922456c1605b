import * as Dialog from '@radix-ui/react-dialog';
import { ShoppingBasket, X } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import { Link } from 'react-router';
import { BasketSubtotal } from '../../../components/basket-subtotal.tsx';
import { useIsMember } from '../../../session/use-is-member.ts';
import { basketCount, priceBasket, useBasketStore } from '../../../stores/basket-store.ts';
import { BasketLineItem } from './basket-line-item.tsx';
import { ClearBasketBar } from './clear-basket-bar.tsx';
import { ProceedToCheckout } from './proceed-to-checkout.tsx';

type BasketDrawerProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The basket button: Radix returns focus only to a Dialog.Trigger, and this opens from state. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** The basket as a side sheet from the header: lines, Clear all, View basket and checkout. */
export function BasketDrawer({ open, onOpenChange, returnFocusTo }: BasketDrawerProps) {
  const lines = useBasketStore((state) => state.lines);
  // A link (a product, View basket, checkout) leaves for a page whose heading takes focus; closing
  // with the cross, Escape or a tap outside stays here, so focus goes back to the basket button.
  const leaving = useRef(false);
  const close = () => {
    leaving.current = true;
    onOpenChange(false);
  };
  const count = basketCount(lines);
  const isMember = useIsMember();
  const priced = priceBasket(lines, isMember);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!leaving.current) returnFocusTo?.current?.focus();
            leaving.current = false;
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white text-neutral-900 shadow-2xl"
        >
          <div className="flex items-center justify-between border-neutral-200 border-b px-5 py-4">
            <Dialog.Title className="font-bold text-lg">
              Your basket{count > 0 && <span className="font-normal text-neutral-500"> ({count})</span>}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close basket"
              className="grid h-10 w-10 place-items-center rounded-lg text-neutral-600 hover:bg-neutral-100"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Items in your basket and their prices</Dialog.Description>

          {lines.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
              <span className="grid h-16 w-16 place-items-center rounded-full bg-amber-100 text-amber-700">
                <ShoppingBasket className="h-8 w-8" aria-hidden="true" />
              </span>
              <p className="font-semibold text-lg">Your W1 Wholesale basket is empty</p>
              <p className="text-neutral-600 text-sm">
                Add products from the catalogue and they will appear here.
              </p>
              <Dialog.Close asChild>
                <Link
                  to="/"
                  className="rounded-lg bg-black px-5 py-2.5 font-semibold text-sm text-white hover:bg-neutral-800"
                >
                  Start shopping
                </Link>
              </Dialog.Close>
            </div>
          ) : (
            <>
              <ClearBasketBar count={count} className="px-5 pt-3" />
              <ul className="flex-1 divide-y divide-neutral-200 overflow-y-auto px-5">
                {priced.lines.map((line) => (
                  <BasketLineItem
                    key={line.product.id}
                    priced={line}
                    isMember={isMember}
                    variant="drawer"
                    onNavigate={close}
                  />
                ))}
              </ul>
              <div className="space-y-3 border-neutral-200 border-t bg-neutral-50 px-5 py-4">
                <BasketSubtotal totals={priced.totals} isMember={isMember} size="md" />
                {/* DOM order is the visual order, so Tab meets checkout first, as the eye does. */}
                <div className="flex flex-col gap-2">
                  <ProceedToCheckout
                    subTotalPence={priced.totals.subTotalPence}
                    onNavigate={close}
                    size="md"
                  />
                  <Link
                    to="/cart"
                    onClick={close}
                    className="rounded-lg border border-neutral-300 bg-white px-4 py-2.5 text-center font-semibold text-sm hover:bg-neutral-100"
                  >
                    View basket
                  </Link>
                </div>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
