import { ShoppingBasket } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ProductSummary } from '../../domain/schemas/catalogue.ts';
import { useBasketStore } from '../stores/basket-store.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

// The dialog (and Radix with it) loads only when someone first presses minus at 1, keeping it off
// the catalogue's first load where dozens of these controls render.
const ConfirmDialog = lazy(() =>
  import('./confirm-dialog.tsx').then((module) => ({ default: module.ConfirmDialog })),
);

type AddToBasketControlProps = {
  product: ProductSummary;
  size?: 'sm' | 'lg';
};

/**
 * 'Add to basket' until the product is in the basket, then a quantity stepper. Minus at 1 asks
 * before removing, so a slip of the finger never silently empties a line.
 */
export function AddToBasketControl({ product, size = 'sm' }: AddToBasketControlProps) {
  const quantity = useBasketStore((state) => state.lines.find((line) => line.id === product.id)?.quantity);
  const add = useBasketStore((state) => state.add);
  const setQuantity = useBasketStore((state) => state.setQuantity);
  const remove = useBasketStore((state) => state.remove);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // Confirming 'Remove' unmounts the stepper (and the dialog's trigger with it); without this focus
  // would fall to <body> and a keyboard user would start again from the top of the page.
  const focusAddButton = useRef(false);

  // Likewise pressing 'Add to basket' unmounts it: focus goes on to the stepper's plus button (not
  // the number box, which would open a phone's keyboard), where Enter adds one more.
  const focusStepper = useRef(false);
  const increaseRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (quantity !== undefined) {
      if (!focusStepper.current) return;
      focusStepper.current = false;
      increaseRef.current?.focus();
      return;
    }
    if (!focusAddButton.current) return;
    focusAddButton.current = false;
    addButtonRef.current?.focus();
  }, [quantity]);

  if (quantity === undefined && product.stock_level === 'out_of_stock') {
    // Nothing to add, said in words where the button would be (a screen reader reads it as dimmed).
    return (
      <button
        type="button"
        disabled
        className={`inline-flex cursor-not-allowed items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-neutral-100 font-semibold text-neutral-600 ${
          size === 'lg' ? 'h-11 px-6 text-base' : 'h-9 px-4 text-sm'
        }`}
      >
        Out of stock
      </button>
    );
  }

  if (quantity === undefined) {
    return (
      <button
        ref={addButtonRef}
        type="button"
        onClick={() => {
          // Only when the button had focus: a click that did not focus it leaves focus alone.
          focusStepper.current = document.activeElement === addButtonRef.current;
          add(product);
        }}
        className={`inline-flex items-center justify-center gap-2 rounded-lg bg-amber-500 font-semibold text-black shadow-sm transition-colors hover:bg-amber-400 active:bg-amber-600 ${
          size === 'lg' ? 'h-11 px-6 text-base' : 'h-9 px-4 text-sm'
        }`}
      >
        <ShoppingBasket className="h-4 w-4" aria-hidden="true" />
        Add to basket
      </button>
    );
  }

  return (
    <>
      <QuantityStepper
        value={quantity}
        itemName={product.name}
        size={size}
        increaseRef={increaseRef}
        onChange={(next) => setQuantity(product.id, next)}
        onDecreaseAtMinimum={() => setConfirmingRemove(true)}
      />
      {confirmingRemove && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirmingRemove}
            title="Remove this item?"
            description={`Do you want to remove ${product.name} from your basket?`}
            confirmLabel="Remove"
            cancelLabel="Cancel"
            onConfirm={() => {
              focusAddButton.current = true;
              remove(product.id);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
