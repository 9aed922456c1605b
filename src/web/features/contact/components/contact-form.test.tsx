import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_EMAIL } from '../../../lib/support.ts';
import { ContactForm } from './contact-form.tsx';

const FAILURE_DETAIL = `Please try again later. If the problem persits, contact us at ${SUPPORT_EMAIL}.`;

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

function reply(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });

function fillIn() {
  fireEvent.change(field('Name'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(field('Email'), { target: { value: 'ada@example.test' } });
  fireEvent.change(field('Phone'), { target: { value: '020 7946 0000' } });
  fireEvent.change(field('Message'), { target: { value: 'Do you stock oat milk?' } });
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('sends nothing while a field is empty and says which ones', async () => {
    const fetchMock = reply(200, { success: true });
    renderForm();
    fireEvent.change(field('Name'), { target: { value: 'Ada' } });
    send();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the message, confirms and clears the form', async () => {
    const fetchMock = reply(200, { success: true });
    renderForm();
    fillIn();
    send();
    expect(await screen.findByText('Your message has been sent.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact-us');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      phone: '020 7946 0000',
      message: 'Do you stock oat milk?',
    });
    await waitFor(() => expect(field('Message').value).toBe(''));
    expect(field('Name').value).toBe('');
  });

  it.each([
    ['a server error', 500, { message: 'Boom', errors: {} }],
    ['a reply without success', 200, { success: false }],
  ])('shows the failure text on %s', async (_case, status, body) => {
    reply(status, body);
    renderForm();
    fillIn();
    send();
    expect(await screen.findByText("We couldn't send your message")).toBeTruthy();
    expect(screen.getByText(FAILURE_DETAIL)).toBeTruthy();
    expect(field('Name').value).toBe('Ada Lovelace');
  });
});
