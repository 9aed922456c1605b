import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ScrollToTop', () => {
  it('opens a newly visited page at its top but leaves Back where the visitor was', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();

    await act(() => router.navigate('/faq'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
