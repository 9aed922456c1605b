import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_MS, SplashScreen } from './splash-screen.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('SplashScreen', () => {
  it('shows on a first visit, hidden from assistive tech, and leaves after 3 s', () => {
    render(<SplashScreen />);
    const splash = screen.getByTestId('splash-screen');
    expect(splash.getAttribute('aria-hidden')).toBe('true');
    act(() => vi.advanceTimersByTime(SPLASH_MS - 1));
    expect(screen.queryByTestId('splash-screen')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('splash-screen')).toBeNull();
  });

  it('does not show once new user is false', () => {
    window.localStorage.setItem('new user', 'false');
    render(<SplashScreen />);
    expect(screen.queryByTestId('splash-screen')).toBeNull();
  });

  it('shows once per browser session, even before the cookie notice is answered', () => {
    render(<SplashScreen />);
    expect(screen.queryByTestId('splash-screen')).not.toBeNull();
    cleanup();

    // A reload: a new mount in the same session, with 'new user' still unanswered.
    render(<SplashScreen />);
    expect(screen.queryByTestId('splash-screen')).toBeNull();

    // A new browser session shows it again while the notice is still unanswered.
    cleanup();
    window.sessionStorage.clear();
    render(<SplashScreen />);
    expect(screen.queryByTestId('splash-screen')).not.toBeNull();
  });
});
