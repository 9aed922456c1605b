import type { ReactNode } from 'react';
import { ORDER_STATUS_TONE } from '../../domain/order-process.ts';
import type { OrderStatus } from '../../domain/schemas/order.ts';
import { humanize } from '../../domain/text.ts';

type Tone = (typeof ORDER_STATUS_TONE)[OrderStatus];

// docs/product.md §4.1's badge colours, in shades that keep the text above 4.5:1 on its tint.
const TONE_CLASS: Record<Tone, string> = {
  warning: 'bg-amber-100 text-amber-900 ring-amber-300',
  grey: 'bg-neutral-100 text-neutral-800 ring-neutral-300',
  info: 'bg-sky-100 text-sky-900 ring-sky-300',
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  error: 'bg-red-100 text-red-900 ring-red-300',
};

const BADGE_CLASS =
  'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset';

/** A rounded badge in one of the status colours; `className` adds to its layout (a gap for an icon). */
export function StatusBadge({
  tone,
  className = '',
  children,
}: {
  tone: Tone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span data-tone={tone} className={`${BADGE_CLASS} ${TONE_CLASS[tone]} ${className}`.trim()}>
      {children}
    </span>
  );
}

/** An order's status as a coloured badge: "outstanding" reads "Outstanding" (docs/product.md §2.5). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge tone={ORDER_STATUS_TONE[status]}>{humanize(status)}</StatusBadge>;
}
