import { type RefCallback, useCallback, useRef, useState } from 'react';

/**
 * Becomes true once the element comes near the viewport, and stays true. The home page's
 * carousels use it so their product requests wait until someone scrolls towards them.
 */
export function useInView<T extends Element>(rootMargin = '300px'): [RefCallback<T>, boolean] {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [inView, setInView] = useState(!supported);
  const observerRef = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (node: T | null) => {
      observerRef.current?.disconnect();
      observerRef.current = null;
      if (!node || !supported) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setInView(true);
            observer.disconnect();
          }
        },
        { rootMargin },
      );
      observer.observe(node);
      observerRef.current = observer;
    },
    [rootMargin, supported],
  );

  return [ref, inView];
}
