import { Package } from 'lucide-react';

/** A square product picture, or a neutral placeholder when the product has no image. */
export function ProductThumbnail({ src, size }: { src: string | undefined; size: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-16 w-16' : 'h-20 w-20 sm:h-24 sm:w-24';
  if (!src) {
    return (
      <span className={`grid shrink-0 place-items-center rounded-lg bg-neutral-100 text-neutral-400 ${box}`}>
        <Package className="h-6 w-6" aria-hidden="true" />
      </span>
    );
  }
  // The product name sits right beside the picture, so the image itself is decorative.
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      className={`shrink-0 rounded-lg bg-neutral-100 object-cover ${box}`}
    />
  );
}
