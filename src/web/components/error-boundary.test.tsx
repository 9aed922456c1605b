import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

function renderBoundary(children: ReactNode, resetKey = '/cart', onReload = vi.fn()) {
  const view = render(
    <MemoryRouter>
      <ErrorBoundary resetKey={resetKey} onReload={onReload}>
        {children}
      </ErrorBoundary>
    </MemoryRouter>,
  );
  return { ...view, onReload };
}

beforeEach(() => {
  // React and the boundary both report the caught error; the test only cares about the page.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows the page when nothing fails', () => {
    renderBoundary(<p>Basket page</p>);
    expect(screen.getByText('Basket page')).toBeTruthy();
  });

  it("replaces a failing page with 'Something went wrong!' and a reload button", () => {
    const { onReload } = renderBoundary(<Broken />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('covers a page chunk that fails to load', async () => {
    const MissingChunk = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js')),
    );
    renderBoundary(
      <Suspense fallback={<p>Loading</p>}>
        <MissingChunk />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
  });

  it('clears the error when the visitor moves to another page', () => {
    const onReload = vi.fn();
    const { rerender } = renderBoundary(<Broken />, '/cart', onReload);
    expect(screen.getByText('Something went wrong!')).toBeTruthy();
    rerender(
      <MemoryRouter>
        <ErrorBoundary resetKey="/faq" onReload={onReload}>
          <p>FAQ page</p>
        </ErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('FAQ page')).toBeTruthy();
    expect(screen.queryByText('Something went wrong!')).toBeNull();
  });
});
