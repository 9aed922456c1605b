import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieNotice } from './cookie-notice.tsx';

const renderNotice = () =>
  render(
    <MemoryRouter>
      <CookieNotice />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('CookieNotice', () => {
  it.each(['Accept', 'Decline'])('%s dismisses the notice and sets new user to false', (choice) => {
    renderNotice();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: choice }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(window.localStorage.getItem('new user')).toBe('false');
  });

  it('stays away once new user is false', () => {
    window.localStorage.setItem('new user', 'false');
    renderNotice();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('makes room at the page bottom while it shows, and gives it back once dismissed', () => {
    renderNotice();
    const space = () => document.documentElement.style.getPropertyValue('--cookie-notice-space');
    expect(space()).toMatch(/^\d+px$/);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(space()).toBe('');
  });
});
