import type { RefObject } from 'react';
import { Link } from 'react-router';

/** "Added 5 products to your basket." */
export function addedText(count: number): string {
  return `Added ${count} ${count === 1 ? 'product' : 'products'} to your basket.`;
}

/**
 * What was just added to the basket, announced, with the way to the basket (the guide's rows and
 * the stock-take's proposal alike); `linkRef` lets the page move focus to that link.
 */
export function AddedToBasketNotice({
  text,
  linkRef,
  className = '',
}: {
  text: string | null;
  linkRef: RefObject<HTMLAnchorElement | null>;
  className?: string;
}) {
  return (
    <div aria-live="polite" className={`min-h-6 text-sm ${className}`.trim()}>
      {text && (
        <p className="flex flex-wrap items-center gap-x-3 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
          {text}
          <Link ref={linkRef} to="/cart" className="font-semibold underline">
            Go to basket
          </Link>
        </p>
      )}
    </div>
  );
}
