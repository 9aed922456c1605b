import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps the CSS variable --header-height equal to the sticky header's height, which changes with
 * the width (the search takes a second row below xl), what the header shows and the text size.
 * styles.css makes it the page's scroll-padding-top, so an element that takes focus, or an anchor
 * followed, is scrolled to below the header instead of under it (WCAG 2.4.11).
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const node = header.current;
    if (!node) return;
    const root = document.documentElement;
    const write = () => root.style.setProperty('--header-height', `${node.getBoundingClientRect().height}px`);
    write();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(write);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [header]);
}
