import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';

/** Stubs fetch with one answer for every call, and returns the mock to inspect what was sent. */
export function reply(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The path and JSON body of the first call made. */
export function sentRequest(fetchMock: ReturnType<typeof reply>): { url: string; body: unknown } {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), body: JSON.parse(String(init?.body)) };
}

/** A control by the start of its label; the show/hide buttons are named "Show password" so never match. */
export const field = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}( \\*| \\(optional\\))?$`));

export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** The inline error a control points to through aria-describedby, as a screen reader reads it. */
export function errorOf(label: string): string | null {
  const id = field(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
