import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH, WEAK_PASSWORD } from '../../../../domain/schemas/account.ts';
import { RedirectSignedIn } from '../../../app/redirect-signed-in.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { errorOf, field, reply, sentRequest, type } from '../test-kit.ts';
import { LoginPage } from './login-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const RESET_DONE = 'Your password has been reset!';
const INVALID_TOKEN = 'This password reset token is invalid.';

/** As the mailed link opens it, with the real /login (and its guard) to land on. */
function renderFromLink(url = '/reset-password/tok-123?email=ada%40example.test') {
  return renderRoutesAt(
    url,
    <>
      <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
      <Route element={<RedirectSignedIn />}>
        <Route path="/login" element={<LoginPage />} />
      </Route>
      <Route path="/" element={<p>Home page</p>} />
    </>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));

function choosePassword(password = 'new-password-1', confirmation = password) {
  type('New password', password);
  type('Confirm new password', confirmation);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  useSessionStore.setState({ token: null });
});

describe('ResetPasswordPage', () => {
  it("fills in the email from the link's ?email=", () => {
    renderFromLink();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeTruthy();
    expect(field('Email').value).toBe('ada@example.test');
    expect(field('New password').type).toBe('password');
  });

  it('needs the email, the password and its confirmation', async () => {
    const fetchMock = reply(200, { message: RESET_DONE });
    renderFromLink('/reset-password/tok-123');
    submit();
    await waitFor(() => expect(errorOf('Email')).toBe('This field is required.'));
    expect(errorOf('New password')).toBe('This field is required.');
    expect(errorOf('Confirm new password')).toBe('This field is required.');
    choosePassword('new-password-1', 'new-password-2');
    type('Email', 'ada@example.test');
    submit();
    await waitFor(() => expect(errorOf('Confirm new password')).toBe(PASSWORDS_DO_NOT_MATCH));
    expect(errorOf('New password')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token from the link and goes to /login, where the success text shows', async () => {
    const fetchMock = reply(200, { message: RESET_DONE });
    renderFromLink();
    choosePassword();
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(RESET_DONE);
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/reset-password',
      body: {
        email: 'ada@example.test',
        token: 'tok-123',
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      },
    });
  });

  it('signs this browser out too, since the server ended every session', async () => {
    useSessionStore.setState({ token: 'old-token' });
    reply(200, { message: RESET_DONE });
    renderFromLink();
    choosePassword();
    submit();
    // Without that, /login would bounce a "signed-in" visitor home with a dead token.
    expect(await screen.findByText(RESET_DONE)).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it("shows the server's message for a bad link, with a way to ask for a new one", async () => {
    reply(422, { message: INVALID_TOKEN, errors: { email: [INVALID_TOKEN] } });
    renderFromLink();
    choosePassword();
    submit();
    expect(await screen.findByText(INVALID_TOKEN)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
  });

  it('shows the first password error under the password', async () => {
    reply(422, {
      message: WEAK_PASSWORD,
      errors: { password: [WEAK_PASSWORD, 'Another problem'] },
    });
    renderFromLink();
    choosePassword();
    submit();
    await waitFor(() => expect(errorOf('New password')).toBe(WEAK_PASSWORD));
    expect(screen.queryByRole('link', { name: 'Request a new link' })).toBeNull();
  });

  it("shows the server's mismatch under the confirmation", async () => {
    reply(422, { message: PASSWORDS_DO_NOT_MATCH, errors: { password: [PASSWORDS_DO_NOT_MATCH] } });
    renderFromLink();
    choosePassword();
    submit();
    await waitFor(() => expect(errorOf('Confirm new password')).toBe(PASSWORDS_DO_NOT_MATCH));
    expect(errorOf('New password')).toBeNull();
  });
});
