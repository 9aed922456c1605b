import { ORDER_STATUS_TONE } from '../../../../domain/order-process.ts';
import type { OrderStatus, PaymentStatus } from '../../../../domain/schemas/order.ts';
import { humanize } from '../../../../domain/text.ts';

type Tone = (typeof ORDER_STATUS_TONE)[OrderStatus];

// The customer side's badge colours (docs/product.md §4.1), in shades that keep the text above 4.5:1 on its tint.
const TONE_CLASS: Record<Tone, string> = {
  warning: 'bg-amber-100 text-amber-900 ring-amber-300',
  grey: 'bg-neutral-100 text-neutral-800 ring-neutral-300',
  info: 'bg-sky-100 text-sky-900 ring-sky-300',
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  error: 'bg-red-100 text-red-900 ring-red-300',
};

const BADGE =
  'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${BADGE} ${TONE_CLASS[ORDER_STATUS_TONE[status]]}`}>{humanize(status)}</span>;
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`${BADGE} ${status === 'paid' ? TONE_CLASS.success : TONE_CLASS.warning}`}>
      {status === 'paid' ? 'Paid' : 'Unpaid'}
    </span>
  );
}

export const PAYMENT_METHOD_TEXT = { card: 'Card', link: 'Payment link', pay_later: 'Pay later' } as const;
