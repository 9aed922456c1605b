import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resetAfterEach } from '../test/reset-after-each.ts';
import { jsonResponse, stubFetch } from '../test/stub-fetch.ts';
import { App } from './app.tsx';

resetAfterEach();

/** A returning guest (splash and cookie notice seen) opening the shop at `path`. */
function openAsGuestAt(path: string) {
  window.localStorage.setItem('new user', 'false');
  window.history.replaceState(null, '', path);
  // A guest's start-up only reads public lists; an empty one is enough for the frame around the page.
  stubFetch(() => jsonResponse([]));
  // jsdom has no scrolling; ScrollRestoration calls it on every page change.
  vi.stubGlobal('scrollTo', vi.fn());
  return render(<App />);
}

describe('App navigation', () => {
  it('takes the page being left off the screen at once, so nothing is typed into it and lost', async () => {
    openAsGuestAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Forgot Password?' }));

    // The address already says /forgot-password while that page's code loads: the login form must
    // not stay on screen meanwhile, or an email typed into it vanishes when the new page arrives.
    expect(window.location.pathname).toBe('/forgot-password');
    expect(screen.queryByRole('heading', { level: 1, name: 'Login' })).toBeNull();
    // (React may keep it mounted but hidden, which no one can type into.)
    expect(screen.queryByRole('textbox', { name: /^Email/ })).toBeNull();
    expect(screen.getByText('Loading page').closest('[role="status"]')).toBeTruthy();

    // The page's code is a lazy import: on a busy CI machine it took longer than findBy's default second.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot password' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: /^Email/ });
    fireEvent.change(email, { target: { value: 'ada@example.test' } });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Email/ }).value).toBe('ada@example.test');
  }, 15_000);
});
