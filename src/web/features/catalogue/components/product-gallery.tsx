import { useState } from 'react';
import { ProductImage } from '../../../components/product-image.tsx';

/** The large picture and, when there are several, thumbnail buttons that choose it. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <div>
      <div className="overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm">
        {/* The main picture is the page's largest content, so it is not lazy. */}
        <ProductImage
          src={current}
          alt={name}
          size={640}
          firstScreen
          className="aspect-square h-auto w-full p-4"
        />
      </div>
      {images.length > 1 && (
        <ul aria-label="Product images" className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((src, index) => {
            const isSelected = index === selected;
            return (
              <li key={src} className="shrink-0">
                <button
                  type="button"
                  aria-label={`Show image ${index + 1} of ${images.length}`}
                  aria-pressed={isSelected}
                  onClick={() => setSelected(index)}
                  className={`block overflow-hidden rounded-lg border-2 bg-white ${
                    isSelected ? 'border-amber-500' : 'border-neutral-200 hover:border-neutral-400'
                  }`}
                >
                  <img
                    src={src}
                    alt=""
                    width={72}
                    height={72}
                    loading="lazy"
                    decoding="async"
                    className="h-16 w-16 object-contain p-1 sm:h-18 sm:w-18"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
