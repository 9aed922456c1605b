import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutesAt } from '../../../test/render-at.tsx';
import { errorOf, field, reply, sentRequest, type } from '../test-kit.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const LINK_SENT = 'We have emailed your password reset link!';

const renderPage = () =>
  renderRoutesAt('/forgot-password', <Route path="/forgot-password" element={<ForgotPasswordPage />} />);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Email password reset link' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage', () => {
  it('needs an email address before sending', async () => {
    const fetchMock = reply(200, { message: LINK_SENT });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeTruthy();
    submit();
    await waitFor(() => expect(errorOf('Email')).toBe('This field is required.'));
    type('Email', 'not-an-email');
    submit();
    await waitFor(() => expect(errorOf('Email')).toBe('Please enter a valid email address.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the link and says it has been emailed', async () => {
    const fetchMock = reply(200, { message: LINK_SENT });
    renderPage();
    type('Email', ' Ada@Example.test ');
    submit();
    expect(await screen.findByText(LINK_SENT)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(LINK_SENT);
    expect(document.activeElement?.contains(screen.getByText(LINK_SENT))).toBe(true);
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/forgot-password',
      body: { email: 'ada@example.test' },
    });
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it.each([["We can't find a user with that email address."], ['Please wait before retrying.']])(
    'shows "%s" under the email field',
    async (text) => {
      reply(422, { message: text, errors: { email: [text] } });
      renderPage();
      type('Email', 'ada@example.test');
      submit();
      await waitFor(() => expect(errorOf('Email')).toBe(text));
      expect(field('Email').getAttribute('aria-invalid')).toBe('true');
      // Focus goes to the field, whose error is read with it, not back to the top of the page.
      expect(document.activeElement).toBe(field('Email'));
      expect(screen.queryByText(LINK_SENT)).toBeNull();
    },
  );

  it("shows a rate limit's own message, and Something went wrong! when the server fails", async () => {
    const limited = 'Too many password reset requests. Please wait a minute and try again.';
    reply(429, { message: limited, errors: {} });
    renderPage();
    type('Email', 'ada@example.test');
    submit();
    expect(await screen.findByText(limited)).toBeTruthy();
    reply(500, { message: 'Internal Server Error', errors: {} });
    submit();
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(screen.queryByText(limited)).toBeNull();
    // Announced as an alert, and focused, as login and sign-up do.
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Something went wrong!');
    expect(document.activeElement?.contains(alert)).toBe(true);
  });
});
