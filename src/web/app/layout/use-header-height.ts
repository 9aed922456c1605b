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
    let written = '';
    // The variable is inherited from <html>, so each write restyles the whole document: only a
    // change of height is written.
    const write = (height: number) => {
      const value = `${height}px`;
      if (value === written) return;
      written = value;
      root.style.setProperty('--header-height', value);
    };
    if (typeof ResizeObserver === 'undefined') {
      write(node.getBoundingClientRect().height);
      return;
    }
    // Not read here: measuring in the commit forced a layout of the whole first render before the
    // browser's own. The observer's first report comes after that layout and before the paint.
    const observer = new ResizeObserver(([entry]) =>
      write(entry?.borderBoxSize[0]?.blockSize ?? node.getBoundingClientRect().height),
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [header]);
}
