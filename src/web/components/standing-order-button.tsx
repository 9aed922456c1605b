import { Repeat } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * The button that opens 'Make a standing order'. Its own module so that a page can show it while
 * the dialog's code (make-standing-order-dialog.tsx: Radix's dialog, the form's fields) loads.
 */
export function StandingOrderButton({ label, ...props }: ComponentProps<'button'> & { label: string }) {
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 font-medium text-neutral-700 text-sm hover:bg-neutral-100"
      {...props}
    >
      <Repeat className="h-4 w-4" aria-hidden="true" />
      {label}
    </button>
  );
}
