/** The routed page's main heading; pages render exactly one h1 inside <main id="main">. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main h1');
}

/**
 * Moves keyboard and screen-reader focus to the page's h1, so the new content is announced from
 * its start instead of focus staying on a link that is gone. The heading becomes focusable by
 * script only (tabIndex -1, not in the Tab order); styles.css hides the ring of that focus.
 * Returns false when the page has no heading yet, or only the hidden one of the page being left
 * (still loading).
 */
export function focusPageHeading(): boolean {
  const heading = pageHeading();
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  // A heading that cannot take focus is not the page being shown: while the next page's code
  // loads, React keeps the page being left in the DOM, hidden, until the new one replaces it.
  return document.activeElement === heading;
}

/** For a pager: back to the top of the page, with focus on its heading. */
export function showPageStart(): void {
  window.scrollTo({ top: 0 });
  focusPageHeading();
}
