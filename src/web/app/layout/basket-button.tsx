import { ShoppingBasket } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { basketCount, useBasketStore } from '../../stores/basket-store.ts';

/** docs/product.md §9.6: the basket badge animates for 500 ms whenever the count changes. */
export const BASKET_ANIMATION_MS = 500;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The header basket icon with its item count; it opens the basket drawer. */
export function BasketButton({ onOpen, ref }: { onOpen(): void; ref?: Ref<HTMLButtonElement> }) {
  const count = useBasketStore((state) => basketCount(state.lines));
  const iconRef = useRef<HTMLSpanElement>(null);
  const previousCount = useRef(count);
  const [animating, setAnimating] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (previousCount.current === count) return;
    previousCount.current = count;
    setAnimating(true);
    setAnnouncement(`Basket updated, ${count} ${count === 1 ? 'item' : 'items'}`);
    const icon = iconRef.current;
    // The Web Animations API needs no stylesheet keyframes; jsdom lacks it, hence the check.
    if (icon && typeof icon.animate === 'function' && !prefersReducedMotion()) {
      icon.animate(
        [
          { transform: 'scale(1) rotate(0deg)' },
          { transform: 'scale(1.3) rotate(-10deg)', offset: 0.35 },
          { transform: 'scale(0.95) rotate(6deg)', offset: 0.7 },
          { transform: 'scale(1) rotate(0deg)' },
        ],
        { duration: BASKET_ANIMATION_MS, easing: 'ease-out' },
      );
    }
    const timer = window.setTimeout(() => setAnimating(false), BASKET_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [count]);

  const itemsLabel = `${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <>
      <button
        ref={ref}
        type="button"
        onClick={onOpen}
        aria-label={`Open basket, ${itemsLabel}`}
        data-animating={animating ? 'true' : undefined}
        className="relative grid h-10 w-10 place-items-center rounded-lg text-white hover:bg-white/10"
      >
        <span ref={iconRef} className="grid place-items-center">
          <ShoppingBasket className="h-6 w-6" aria-hidden="true" />
        </span>
        <span
          aria-hidden="true"
          data-testid="basket-count"
          className={`absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full px-1 font-bold text-[11px] tabular-nums ${
            animating ? 'bg-white text-black' : 'bg-amber-500 text-black'
          }`}
        >
          {count > 99 ? '99+' : count}
        </span>
      </button>
      {/* Stepper and add buttons change silently; this tells screen-reader users the basket moved. */}
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
