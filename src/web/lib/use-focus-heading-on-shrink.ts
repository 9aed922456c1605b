import { useEffect, useRef } from 'react';

/**
 * A list page's heading ref that takes focus when the list shrinks. Removing a row or card (a
 * cancelled order, a cleared wishlist) takes the focused control with it: rather than leave
 * keyboard users at the top of the document, focus goes to the page heading (give it tabIndex -1).
 */
export function useFocusHeadingOnShrink(count: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const previousCount = useRef(count);
  useEffect(() => {
    const shrank = count < previousCount.current;
    previousCount.current = count;
    if (shrank && document.activeElement === document.body) heading.current?.focus();
  }, [count]);
  return heading;
}
