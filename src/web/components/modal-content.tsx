import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, type RefObject, useRef } from 'react';
import { focusPageHeading } from '../lib/page-focus.ts';

type ModalContentProps = {
  /** 'alertdialog' for a question before something that cannot be undone; Radix's 'dialog' otherwise. */
  role?: 'alertdialog';
  children: ReactNode;
  /**
   * Where focus goes back to when the opener could not keep it: a button that is disabled while it
   * fetches what the dialog shows has already dropped focus to the page by the time this opens.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * A small centred modal's overlay and panel, inside a Dialog.Root. Radix keeps focus inside and
 * closes on Escape, and focus goes back to the control that opened it. Radix only does that for a
 * Dialog.Trigger, and these dialogs open from state, so the opener is remembered here.
 */
export function ModalContent({ children, returnFocusTo, ...props }: ModalContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
      <Dialog.Content
        // Spread, not role={role}: an undefined role would take away Radix's own 'dialog'.
        {...props}
        ref={content}
        onOpenAutoFocus={() => {
          const active = document.activeElement;
          opener.current =
            active instanceof HTMLElement && active !== document.body
              ? active
              : (returnFocusTo?.current ?? null);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (opener.current?.isConnected) {
            opener.current.focus();
            return;
          }
          // The opener is gone (a removed basket line, a cancelled order). If what replaced it has
          // already taken focus (the 'Add to basket' button after the stepper's Remove), leave it;
          // otherwise the page's heading, so focus is not dropped to the document's start.
          const active = document.activeElement;
          const focusIsLost = !active || active === document.body || content.current?.contains(active);
          if (focusIsLost) focusPageHeading();
        }}
        className="fixed top-1/2 left-1/2 z-[60] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
