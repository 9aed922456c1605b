import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusPageHeading, showPageStart } from './page-focus.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('page focus', () => {
  it("focuses the main landmark's h1, by script only", () => {
    document.body.innerHTML = '<h1>Logo</h1><main id="main"><h1>All products</h1></main>';
    expect(focusPageHeading()).toBe(true);
    const heading = document.activeElement as HTMLElement;
    expect(heading.textContent).toBe('All products');
    expect(heading.tabIndex).toBe(-1);
  });

  it('reports a page whose heading has not arrived yet', () => {
    document.body.innerHTML = '<main id="main"><div role="status">Loading</div></main>';
    expect(focusPageHeading()).toBe(false);
  });

  it('goes back to the top for a new page of results', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    document.body.innerHTML = '<main id="main"><h1>Drinks</h1></main>';
    showPageStart();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(document.activeElement?.textContent).toBe('Drinks');
  });
});
