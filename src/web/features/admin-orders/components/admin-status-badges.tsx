import type { PaymentStatus } from '../../../../domain/schemas/order.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <StatusBadge tone={status === 'paid' ? 'success' : 'warning'}>
      {status === 'paid' ? 'Paid' : 'Unpaid'}
    </StatusBadge>
  );
}

export const PAYMENT_METHOD_TEXT = { card: 'Card', link: 'Payment link', pay_later: 'Pay later' } as const;
