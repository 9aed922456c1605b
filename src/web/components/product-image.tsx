import { ImageOff } from 'lucide-react';

type ProductImageProps = {
  src: string | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the image arrives. */
  size: number;
  className?: string;
  /** In the page's first screen: loaded at once and ahead of other pictures (it is the page's largest paint). */
  firstScreen?: boolean;
};

/** A product picture, lazy by default, with a neutral placeholder when the product has none. */
export function ProductImage({ src, alt, size, className = '', firstScreen = false }: ProductImageProps) {
  if (!src) {
    return (
      <div
        // An empty alt marks a decorative picture; the placeholder then stays out of the accessibility tree.
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={`flex items-center justify-center bg-neutral-100 text-neutral-400 ${className}`}
      >
        <ImageOff aria-hidden="true" className="h-1/4 w-1/4" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={firstScreen ? 'eager' : 'lazy'}
      fetchPriority={firstScreen ? 'high' : undefined}
      decoding="async"
      className={`object-contain ${className}`}
    />
  );
}
