import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';

type WishlistToggleProps = {
  isWishlisted?: boolean;
  /**
   * Adds or removes the product. Whoever knows the signed-in user's wishlist passes it; without it
   * the visitor is treated as a guest and sent to sign in, as the spec asks of guests.
   */
  onToggle?: () => void;
  /** 'icon' is the heart over a product card; 'button' is the labelled button of the product page. */
  variant?: 'icon' | 'button';
};

/** The heart button: 'Add to wishlist' / 'Remove from wishlist'. */
export function WishlistToggle({ isWishlisted = false, onToggle, variant = 'icon' }: WishlistToggleProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const label = isWishlisted ? 'Remove from wishlist' : 'Add to wishlist';

  function handleClick() {
    if (onToggle) onToggle();
    // Login sends the visitor back to `from` once they are signed in.
    else navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
  }

  const heart = (
    <Heart
      aria-hidden="true"
      className={`h-5 w-5 ${isWishlisted ? 'fill-red-500 text-red-500' : 'text-neutral-700'}`}
      strokeWidth={2}
    />
  );

  if (variant === 'button') {
    return (
      <button
        type="button"
        onClick={handleClick}
        className="inline-flex items-center justify-center gap-2 rounded-md border border-neutral-300 bg-white px-4 py-2.5 text-sm font-semibold text-neutral-800 hover:border-neutral-400 hover:bg-neutral-50"
      >
        {heart}
        {label}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={handleClick}
      aria-label={label}
      title={label}
      className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-neutral-200 hover:bg-white"
    >
      {heart}
    </button>
  );
}
