import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { formatPence, poundsToPence } from '../../../../domain/money.ts';
import { ErrorBanner } from '../../../components/banner.tsx';
import { SOMETHING_MISSING } from '../hooks/use-checkout-form.ts';
import type { CheckoutOutcome } from '../hooks/use-place-order.ts';
import { PaymentLinkPanel } from './payment-link-panel.tsx';

export const CARD_PAYMENT_NOT_AVAILABLE = 'Card payment is not available yet.';

type CheckoutOutcomeProps = {
  outcome: CheckoutOutcome | null;
  missingFields: boolean;
  onPaymentLinkDone(): void;
};

/**
 * What became of the last submit, in one live region: missing fields, a refusal, the server's own
 * figures after a price change, or an order placed whose payment cannot be taken yet.
 */
export function CheckoutOutcomeNotice({ outcome, missingFields, onPaymentLinkDone }: CheckoutOutcomeProps) {
  return (
    <div role="alert" className="space-y-3 empty:hidden">
      {missingFields && <ErrorBanner>{SOMETHING_MISSING}</ErrorBanner>}
      {outcome?.kind === 'refused' && <ErrorBanner wraps>{outcome.message}</ErrorBanner>}
      {outcome?.kind === 'prices-changed' && (
        <ErrorBanner wraps>
          <span>
            {outcome.message} Our figures: subtotal {formatPence(poundsToPence(outcome.expected.sub_total))},
            VAT {formatPence(poundsToPence(outcome.expected.tax))}, total{' '}
            {formatPence(poundsToPence(outcome.expected.total))}. Your basket now shows today’s prices.
          </span>
        </ErrorBanner>
      )}
      {outcome?.kind === 'payment-unavailable' && (
        <div className="flex gap-3 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950 text-sm">
          <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <p>
            <strong className="font-semibold">{CARD_PAYMENT_NOT_AVAILABLE}</strong> Your order{' '}
            <strong className="font-semibold">{outcome.orderId}</strong> is saved under{' '}
            <Link to="/customer-dashboard/orders" className="font-medium underline">
              Orders
            </Link>{' '}
            awaiting payment. Your basket is kept.
          </p>
        </div>
      )}
      {outcome?.kind === 'payment-link' && (
        <PaymentLinkPanel orderId={outcome.orderId} url={outcome.url} onDone={onPaymentLinkDone} />
      )}
    </div>
  );
}
