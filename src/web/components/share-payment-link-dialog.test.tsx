import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAfterEach } from '../test/reset-after-each.ts';
import { SharePaymentLinkDialog } from './share-payment-link-dialog.tsx';

const url = 'http://127.0.0.1:3100/pay/cs_test_123';

function Harness({ onClosed }: { onClosed(): void }) {
  const [open, setOpen] = useState(true);
  return (
    <SharePaymentLinkDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClosed();
      }}
      orderId="W1-000123"
      url={url}
      doneLabel="Done, see my orders"
    />
  );
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

resetAfterEach();
afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('SharePaymentLinkDialog', () => {
  it('offers the link by WhatsApp, email and copy, and copies it', async () => {
    const success = vi.spyOn(toast, 'success');
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<Harness onClosed={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Share the payment link' });
    expect(within(dialog).getByText(url)).toBeTruthy();
    expect(within(dialog).getByText('Anyone with this link can pay order W1-000123 by card.')).toBeTruthy();

    const whatsApp = within(dialog).getByRole('link', { name: /^WhatsApp/ });
    expect(whatsApp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Please pay W1 Wholesale order W1-000123 here: ${url}`)}`,
    );
    expect(whatsApp.getAttribute('target')).toBe('_blank');
    const email = within(dialog).getByRole('link', { name: 'Email' }).getAttribute('href') ?? '';
    expect(email).toMatch(/^mailto:\?subject=Payment%20for%20order%20W1-000123&body=/);
    expect(email).toContain(encodeURIComponent(url));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('The payment link has been copied.'));
    expect(writeText).toHaveBeenCalledWith(url);
    // Still open, so the link can be sent another way as well.
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the copy failure for 4 seconds when the clipboard refuses', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    render(<Harness onClosed={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Something went wrong, we could not copy the URL. Please try again later.',
        { duration: 4000 },
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says the same when there is no clipboard at all', async () => {
    const error = vi.spyOn(toast, 'error');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness onClosed={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Something went wrong, we could not copy the URL. Please try again later.',
        { duration: 4000 },
      ),
    );
  });

  it('closes with Done and with the cross', () => {
    const closed = vi.fn();
    const { unmount } = render(<Harness onClosed={closed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Done, see my orders' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closed).toHaveBeenCalledTimes(1);
    unmount();

    render(<Harness onClosed={closed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed).toHaveBeenCalledTimes(2);
  });
});
