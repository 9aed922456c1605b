import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function scrolledTo(y: number) {
  vi.stubGlobal('scrollY', y);
  window.dispatchEvent(new Event('scroll'));
}

describe('ScrollRestoration', () => {
  it('opens a newly visited page at its top', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const router = createMemoryRouter([{ path: '*', element: <ScrollRestoration /> }], {
      initialEntries: ['/'],
    });
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();

    await act(() => router.navigate('/faq'));

    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('takes Back to where the visitor was, once the page is tall enough', async () => {
    vi.useFakeTimers();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const router = createMemoryRouter([{ path: '*', element: <ScrollRestoration /> }], {
      initialEntries: ['/'],
    });
    render(<RouterProvider router={router} />);
    scrolledTo(1_500);
    await act(() => router.navigate('/product/details/brie'));
    scrollTo.mockClear();

    await act(() => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
    // The catalogue has rendered its products: now the old position can be reached.
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5_000 });
    await act(() => vi.advanceTimersByTimeAsync(20));

    expect(scrollTo).toHaveBeenCalledWith(0, 1_500);
  });
});
