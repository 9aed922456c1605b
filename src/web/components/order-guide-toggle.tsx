import { ListChecks } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ProductSummary } from '../../domain/schemas/catalogue.ts';
import { SOMETHING_WENT_WRONG } from '../lib/texts.ts';
import { toast } from '../lib/toast.ts';
import { isBuyer, useCurrentUser } from '../session/api/get-current-user.ts';
import { useChangeOrderGuide, useOrderGuideProductIds } from '../session/api/order-guide.ts';
import { useSessionStore } from '../stores/session-store.ts';

type OrderGuideToggleProps = {
  product: ProductSummary;
  /** 'button' is the labelled button of the product page; 'icon' the small one over a product card. */
  variant?: 'button' | 'icon';
};

/**
 * 'Add to order guide' on a product page or card, for a signed-in customer: pressed, the product
 * is on their guide, and pressing again takes it off. A press while the guide loads or a change
 * is under way shows at once and is sent once it can be. Guests and sellers keep no guide, so get
 * none (and a guest's grid of cards pays for none of the hooks).
 */
export function OrderGuideToggle(props: OrderGuideToggleProps) {
  const signedIn = useSessionStore((state) => Boolean(state.token));
  return signedIn ? <SignedInOrderGuideToggle {...props} /> : null;
}

function SignedInOrderGuideToggle({ product, variant = 'button' }: OrderGuideToggleProps) {
  const { user } = useCurrentUser();
  // Only the guide's product ids: a grid of cards needs one bit each, not the whole guide.
  const { productIds, userId, isLoading } = useOrderGuideProductIds();
  const change = useChangeOrderGuide(userId);
  // What the venue last asked for, until the guide shows it: a press while the guide loads or a
  // change is under way is kept here rather than lost, and the latest press wins.
  const [wish, setWish] = useState<boolean | null>(null);
  const onGuide = productIds.includes(product.id);
  const busy = isLoading || change.isPending;
  const { mutate } = change;
  const productId = product.id;

  useEffect(() => {
    // One change at a time, so an add and a remove cannot reach the server out of order; the
    // guide is reloaded before the change ends, so once idle `onGuide` is what the server holds.
    if (wish === null || busy) return;
    if (wish === onGuide) {
      setWish(null);
      return;
    }
    mutate(wish ? { kind: 'add', productId } : { kind: 'remove', productId }, {
      onSuccess: () => toast.success(wish ? 'Added to your order guide.' : 'Taken off your order guide.'),
      onError: () => {
        setWish(null);
        toast.error(SOMETHING_WENT_WRONG);
      },
    });
  }, [wish, busy, onGuide, mutate, productId]);

  if (!isBuyer(user)) return null;
  const pressed = wish ?? onGuide;

  function toggle() {
    setWish(!pressed);
  }

  const common = {
    type: 'button' as const,
    onClick: toggle,
    'aria-pressed': pressed,
    'aria-busy': busy || undefined,
  };
  const text = pressed ? 'On your order guide' : 'Add to order guide';

  if (variant === 'icon') {
    // One name whether pressed or not (aria-pressed says which), naming the product, so a list
    // of cards read by a screen reader tells each one's button apart.
    return (
      <button
        {...common}
        aria-label={`Order guide: ${product.name}`}
        title={text}
        className={`inline-flex h-9 w-9 items-center justify-center rounded-full shadow-sm ring-1 aria-busy:cursor-wait ${
          pressed
            ? 'bg-amber-100 text-amber-900 ring-amber-400'
            : 'bg-white/90 text-neutral-700 ring-neutral-200 hover:bg-white'
        }`}
      >
        <ListChecks className="h-5 w-5" aria-hidden="true" />
      </button>
    );
  }

  return (
    <button
      {...common}
      className={`inline-flex items-center justify-center gap-2 rounded-md border px-4 py-2.5 font-semibold text-neutral-800 text-sm aria-busy:cursor-wait ${
        pressed
          ? 'border-amber-300 bg-amber-50 hover:bg-amber-100'
          : 'border-neutral-300 bg-white hover:border-neutral-400 hover:bg-neutral-50'
      }`}
    >
      <ListChecks className="h-5 w-5" aria-hidden="true" />
      {text}
      <span className="sr-only">: {product.name}</span>
    </button>
  );
}
