import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AuthResponse,
  PASSWORDS_DO_NOT_MATCH,
  TERMS_REQUIRED,
  WEAK_PASSWORD,
} from '../../../../domain/schemas/account.ts';
import { RedirectSignedIn } from '../../../app/redirect-signed-in.tsx';
import { RequireSignedIn } from '../../../app/require-signed-in.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { testUser } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { errorOf, field, reply, sentRequest, type } from '../test-kit.ts';
import { SignUpPage } from './sign-up-page.tsx';

const created: AuthResponse = {
  token: 'new-token',
  message: 'Your account has been created.',
  user: testUser({ id: 9, name: 'The Fitzrovia Bar', email: 'bar@example.test' }),
};

function renderSignUp() {
  return renderRoutesAt(
    '/sign-up',
    <>
      <Route element={<RedirectSignedIn />}>
        <Route path="/sign-up" element={<SignUpPage />} />
      </Route>
      <Route path="/login" element={<p>Login page</p>} />
      <Route path="/" element={<p>Home page</p>} />
    </>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
const roleSelect = () => screen.getByLabelText<HTMLSelectElement>(/^I am signing up as/);
const terms = () => screen.getByRole<HTMLInputElement>('checkbox');

function fillIn({ confirmation = 'password123' } = {}) {
  type('Name', 'The Fitzrovia Bar');
  type('Email', 'Bar@Example.test');
  type('Password', 'password123');
  type('Confirm password', confirmation);
  fireEvent.click(terms());
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  useSessionStore.setState({ token: null });
});

describe('SignUpPage', () => {
  it('asks for name, email, password twice, a role (user by default) and the terms', () => {
    renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeTruthy();
    expect(field('Name')).toBeTruthy();
    expect(field('Email').type).toBe('email');
    expect(field('Password').type).toBe('password');
    expect(field('Confirm password').type).toBe('password');
    expect(roleSelect().value).toBe('user');
    expect(Array.from(roleSelect().options).map((option) => [option.value, option.text])).toEqual([
      ['user', 'Customer (venue)'],
      ['seller', 'Seller'],
    ]);
    expect(terms().checked).toBe(false);
    expect(screen.getByRole('link', { name: /terms and conditions/ }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('sends nothing while required fields or the terms are missing', async () => {
    const fetchMock = reply(201, created);
    renderSignUp();
    submit();
    await waitFor(() => expect(errorOf('Name')).toBe('This field is required.'));
    expect(errorOf('Email')).toBe('This field is required.');
    expect(errorOf('Password')).toBe('This field is required.');
    expect(screen.getByText(TERMS_REQUIRED)).toBeTruthy();
    expect(terms().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses passwords that do not match, and a short one', async () => {
    const fetchMock = reply(201, created);
    renderSignUp();
    fillIn({ confirmation: 'password124' });
    submit();
    await waitFor(() => expect(errorOf('Confirm password')).toBe(PASSWORDS_DO_NOT_MATCH));
    type('Password', 'short');
    type('Confirm password', 'short');
    submit();
    await waitFor(() => expect(errorOf('Password')).toBe(WEAK_PASSWORD));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the account, signs in and goes home', async () => {
    const fetchMock = reply(201, created);
    renderSignUp();
    fillIn();
    submit();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/register',
      body: { name: 'The Fitzrovia Bar', email: 'bar@example.test', password: 'password123', role: 'user' },
    });
    expect(useSessionStore.getState().token).toBe('new-token');
  });

  it('sends the seller role when chosen, and returns to where the visitor came from', async () => {
    const fetchMock = reply(201, { ...created, user: { ...created.user, role: 'seller' } });
    renderRoutesAt(
      '/customer-dashboard/profile',
      <>
        <Route element={<RequireSignedIn />}>
          <Route path="/customer-dashboard/profile" element={<p>Profile page</p>} />
        </Route>
        {/* The guard sends to /login; the visitor follows its link to sign up, state and all. */}
        <Route path="/login" element={<SignUpPage />} />
      </>,
    );
    fillIn();
    fireEvent.change(roleSelect(), { target: { value: 'seller' } });
    submit();
    expect(await screen.findByText('Profile page')).toBeTruthy();
    expect((sentRequest(fetchMock).body as { role: string }).role).toBe('seller');
  });

  it('puts a taken email under Email', async () => {
    const taken = 'The email has already been taken.';
    reply(422, { message: taken, errors: { email: [taken] } });
    renderSignUp();
    fillIn();
    submit();
    await waitFor(() => expect(errorOf('Email')).toBe(taken));
    expect(useSessionStore.getState().token).toBeNull();
  });

  it("puts the server's password error under Confirm password", async () => {
    reply(422, { message: WEAK_PASSWORD, errors: { password: [WEAK_PASSWORD] } });
    renderSignUp();
    fillIn();
    submit();
    await waitFor(() => expect(errorOf('Confirm password')).toBe(WEAK_PASSWORD));
    expect(errorOf('Password')).toBeNull();
  });

  it('says Something went wrong! for any other failure', async () => {
    reply(500, { message: 'Internal Server Error', errors: {} });
    renderSignUp();
    fillIn();
    submit();
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(screen.queryByText('Home page')).toBeNull();
  });
});
