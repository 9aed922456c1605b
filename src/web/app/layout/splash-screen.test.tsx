import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_MS, SplashScreen } from './splash-screen.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
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
});
