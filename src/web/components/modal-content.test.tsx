import * as Dialog from '@radix-ui/react-dialog';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { resetAfterEach } from '../test/reset-after-each.ts';
import { ModalContent } from './modal-content.tsx';

/** A button that opens its dialog only after a fetch, disabled (and so unfocused) meanwhile. */
function Opener({ withReturn }: { withReturn: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button ref={button} type="button" onClick={() => button.current?.blur()}>
        Share link
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        Link arrived
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <ModalContent returnFocusTo={withReturn ? button : undefined}>
          <Dialog.Title>Share the payment link</Dialog.Title>
          <Dialog.Close>Done</Dialog.Close>
        </ModalContent>
      </Dialog.Root>
    </>
  );
}

/** A basket line whose Remove button goes away once its dialog confirms. */
function RemoveLine() {
  const [line, setLine] = useState(true);
  const [open, setOpen] = useState(false);
  return (
    <main id="main">
      <h1>Your basket</h1>
      {line && (
        <button type="button" onClick={() => setOpen(true)}>
          Remove
        </button>
      )}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <ModalContent role="alertdialog">
          <Dialog.Title>Remove this item?</Dialog.Title>
          <Dialog.Close
            onClick={() => {
              setLine(false);
            }}
          >
            Remove
          </Dialog.Close>
        </ModalContent>
      </Dialog.Root>
    </main>
  );
}

/** A stepper whose Remove puts its own 'Add to basket' button in its place, and focuses it. */
function Stepper() {
  const [inBasket, setInBasket] = useState(true);
  const [open, setOpen] = useState(false);
  const add = useRef<HTMLButtonElement>(null);
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!inBasket && focusAdd.current) add.current?.focus();
  }, [inBasket]);
  return (
    <main id="main">
      <h1>Product</h1>
      {inBasket ? (
        <button type="button" onClick={() => setOpen(true)}>
          Decrease
        </button>
      ) : (
        <button ref={add} type="button">
          Add to basket
        </button>
      )}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <ModalContent role="alertdialog">
          <Dialog.Title>Remove this item?</Dialog.Title>
          <Dialog.Close
            onClick={() => {
              focusAdd.current = true;
              setInBasket(false);
            }}
          >
            Remove
          </Dialog.Close>
        </ModalContent>
      </Dialog.Root>
    </main>
  );
}

resetAfterEach();

describe('ModalContent', () => {
  it('hands focus to the named control when nothing held it as the dialog opened', async () => {
    render(<Opener withReturn />);
    const share = screen.getByRole('button', { name: 'Share link' });
    share.focus();
    fireEvent.click(share);
    expect(document.activeElement).toBe(document.body);
    // Opened from state once the fetch is back, with focus nowhere in particular.
    fireEvent.click(screen.getByRole('button', { name: 'Link arrived' }));
    (document.activeElement as HTMLElement | null)?.blur();
    const dialog = await screen.findByRole('dialog', { name: 'Share the payment link' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(share);
  });

  it('hands focus to the page heading when the control that opened it is gone', async () => {
    render(<RemoveLine />);
    const remove = screen.getByRole('button', { name: 'Remove' });
    remove.focus();
    fireEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your basket' }));
  });

  it('leaves focus where the page put it when the opener was replaced', async () => {
    render(<Stepper />);
    const decrease = screen.getByRole('button', { name: 'Decrease' });
    decrease.focus();
    fireEvent.click(decrease);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to basket' }));
  });
});
