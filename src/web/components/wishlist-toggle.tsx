import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { ProductSummary } from '../../domain/schemas/catalogue.ts';
import { SOMETHING_WENT_WRONG } from '../lib/texts.ts';
import { toast } from '../lib/toast.ts';
import { useChangeWishlist } from '../session/api/change-wishlist.ts';
import { isBuyer, useCurrentUser } from '../session/api/get-current-user.ts';
import { useWishlist } from '../session/api/get-wishlist.ts';
import { useSessionStore } from '../stores/session-store.ts';

type WishlistToggleProps = {
  product: ProductSummary;
  /** 'icon' is the heart over a product card; 'button' is the labelled button of the product page. */
  variant?: 'icon' | 'button';
};

/**
 * The heart button: 'Add to wishlist' / 'Remove from wishlist'. A signed-in buyer flips the
 * product on their wishlist (the heart fills at once and goes back with a toast if the server
 * refuses); a guest is sent to sign in and comes back here afterwards. Sellers keep no wishlist,
 * so they get no heart.
 */
export function WishlistToggle(props: WishlistToggleProps) {
  // A guest's heart only leads to sign in: it needs none of the user, wishlist and change
  // hooks, which cost a grid of 24 cards noticeable time on a slow phone.
  const signedIn = useSessionStore((state) => Boolean(state.token));
  return signedIn ? <SignedInWishlistToggle {...props} /> : <GuestWishlistToggle {...props} />;
}

/** Sends the visitor to log in; login sends them back here (`from`) once they are signed in. */
function useGoToLogin(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => navigate('/login', { state: { from: `${pathname}${search}` } });
}

function GuestWishlistToggle({ variant = 'icon' }: WishlistToggleProps) {
  return <HeartButton variant={variant} isWishlisted={false} onClick={useGoToLogin()} />;
}

function SignedInWishlistToggle({ product, variant = 'icon' }: WishlistToggleProps) {
  const goToLogin = useGoToLogin();
  const { user, token } = useCurrentUser();
  // While the user or their wishlist is loading the heart waits, rather than send a signed-in
  // visitor to log in or add a product that is already on the list.
  const { items, userId, isLoading: isWaiting } = useWishlist();
  const change = useChangeWishlist(userId);
  const isWishlisted = items.some((item) => item.id === product.id);

  if (user && !isBuyer(user)) return null;

  function handleClick() {
    if (!token) {
      goToLogin();
      return;
    }
    // One change at a time, so an add and a remove cannot reach the server out of order.
    if (isWaiting || change.isPending) return;
    change.mutate(isWishlisted ? { kind: 'remove', product } : { kind: 'add', product }, {
      onError: () => toast.error(SOMETHING_WENT_WRONG),
    });
  }

  return (
    <HeartButton
      variant={variant}
      isWishlisted={isWishlisted}
      // A guest's button is a way to sign in, not a switch, so only a buyer's reports pressed or not.
      isSwitch={userId > 0}
      busy={isWaiting || change.isPending}
      isChanging={change.isPending}
      onClick={handleClick}
    />
  );
}

type HeartButtonProps = {
  variant: 'icon' | 'button';
  isWishlisted: boolean;
  isSwitch?: boolean;
  busy?: boolean;
  isChanging?: boolean;
  onClick: () => void;
};

function HeartButton({
  variant,
  isWishlisted,
  isSwitch = false,
  busy = false,
  isChanging = false,
  onClick,
}: HeartButtonProps) {
  const label = isWishlisted ? 'Remove from wishlist' : 'Add to wishlist';
  const common = {
    type: 'button' as const,
    onClick,
    'aria-pressed': isSwitch ? isWishlisted : undefined,
    'aria-disabled': busy || undefined,
  };
  const heart = (
    <Heart
      aria-hidden="true"
      className={`h-5 w-5 transition-transform ${isWishlisted ? 'fill-red-500 text-red-500' : 'text-neutral-700'} ${isChanging ? 'scale-90' : ''}`}
      strokeWidth={2}
    />
  );
  if (variant === 'button') {
    return (
      <button
        {...common}
        className={`inline-flex items-center justify-center gap-2 rounded-md border px-4 py-2.5 text-sm font-semibold text-neutral-800 aria-disabled:cursor-wait ${
          isWishlisted
            ? 'border-red-200 bg-red-50 hover:border-red-300 hover:bg-red-100'
            : 'border-neutral-300 bg-white hover:border-neutral-400 hover:bg-neutral-50'
        }`}
      >
        {heart}
        {label}
      </button>
    );
  }
  return (
    <button
      {...common}
      aria-label={label}
      title={label}
      className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-neutral-200 hover:bg-white aria-disabled:cursor-wait"
    >
      {heart}
    </button>
  );
}
