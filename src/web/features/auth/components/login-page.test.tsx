import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '../../../../domain/schemas/account.ts';
import { RedirectSignedIn } from '../../../app/redirect-signed-in.tsx';
import { RequireSignedIn } from '../../../app/require-signed-in.tsx';
import { returnPathOf } from '../../../lib/return-path.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testUser } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { errorOf, field, reply, sentRequest, type } from '../test-kit.ts';
import { LoginPage } from './login-page.tsx';

const CREDENTIALS_REFUSED = 'These credentials do not match our records.';

const signedIn: AuthResponse = {
  token: 'fresh-token',
  message: 'You are logged in.',
  user: testUser({ name: 'Ada Lovelace' }),
};

function SignUpProbe() {
  return <p>Sign-up page, then back to {returnPathOf(useLocation().state)}</p>;
}

/** The real guards around the page, so `from` arrives exactly as a dashboard redirect sets it. */
function renderLogin(url = '/login') {
  return renderRoutesAt(
    url,
    <>
      <Route element={<RedirectSignedIn />}>
        <Route path="/login" element={<LoginPage />} />
      </Route>
      <Route element={<RequireSignedIn />}>
        <Route path="/customer-dashboard/wishlist" element={<p>Wishlist page</p>} />
      </Route>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/sign-up" element={<SignUpProbe />} />
    </>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

function fillIn(email = 'Ada@Example.test', password = 'password123') {
  type('Email', email);
  type('Password', password);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  useSessionStore.setState({ token: null });
});

describe('LoginPage', () => {
  it('has email, password, the Forgot Password? link and a way to sign up', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(document.title).toMatch(/^Login/);
    expect(field('Email').type).toBe('email');
    expect(field('Password').type).toBe('password');
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/sign-up');
  });

  it('sends nothing until email and password are filled in', async () => {
    const fetchMock = reply(200, signedIn);
    renderLogin();
    submit();
    await waitFor(() => expect(errorOf('Email')).toBe('This field is required.'));
    expect(errorOf('Password')).toBe('This field is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in and returns to the page the guard sent the visitor from', async () => {
    const fetchMock = reply(200, signedIn);
    renderLogin('/customer-dashboard/wishlist');
    // The guard has sent the guest here, remembering where they were going.
    fillIn();
    submit();
    expect(await screen.findByText('Wishlist page')).toBeTruthy();
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/login',
      body: { email: 'ada@example.test', password: 'password123' },
    });
    expect(useSessionStore.getState().token).toBe('fresh-token');
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
  });

  it('goes home when there is nowhere to return to', async () => {
    reply(200, signedIn);
    renderLogin();
    fillIn();
    submit();
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('keeps where the visitor came from when they choose to sign up instead', () => {
    renderLogin('/customer-dashboard/wishlist');
    fireEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(screen.getByText('Sign-up page, then back to /customer-dashboard/wishlist')).toBeTruthy();
  });

  it("shows the server's message under the password field for wrong credentials", async () => {
    reply(422, { message: CREDENTIALS_REFUSED, errors: { password: [CREDENTIALS_REFUSED] } });
    renderLogin();
    fillIn('ada@example.test', 'wrong-password');
    submit();
    await waitFor(() => expect(errorOf('Password')).toBe(CREDENTIALS_REFUSED));
    expect(errorOf('Email')).toBeNull();
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('says a rate limit under the password field too', async () => {
    const limited = 'Too many login attempts. Please wait a minute and try again.';
    reply(429, { message: limited, errors: {} });
    renderLogin();
    fillIn();
    submit();
    await waitFor(() => expect(errorOf('Password')).toBe(limited));
  });

  it('says Something went wrong! when the server fails', async () => {
    reply(500, { message: 'Internal Server Error', errors: {} });
    renderLogin();
    fillIn();
    submit();
    await waitFor(() => expect(errorOf('Password')).toBe('Something went wrong!'));
  });
});
