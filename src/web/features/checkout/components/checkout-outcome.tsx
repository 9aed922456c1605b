import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { formatPence, poundsToPence } from '../../../../domain/money.ts';
import { ErrorBanner } from '../../../components/banner.tsx';
import { SharePaymentLinkDialog } from '../../../components/share-payment-link-dialog.tsx';
import { SOMETHING_MISSING } from '../hooks/use-checkout-form.ts';
import type { CheckoutOutcome } from '../hooks/use-place-order.ts';

type CheckoutOutcomeProps = {
  outcome: CheckoutOutcome | null;
  missingFields: boolean;
  onPaymentLinkDone(): void;
};

/**
 * What became of the last submit, in one live region: missing fields, a refusal, the server's own
 * figures after a price change, or where a placed order waits when its payment page could not be
 * had. A payment link opens the share dialog; closing it goes on to the orders page (docs/product.md §4.3).
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
      {outcome?.kind === 'payment-not-started' && (
        // docs/product.md §8.1 gives a failed checkout request no error message; this only says where the order is.
        <div className="flex gap-3 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950 text-sm">
          <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <p>
            Your order <strong className="font-semibold">{outcome.orderId}</strong> is saved under{' '}
            <Link to="/customer-dashboard/orders" className="font-medium underline">
              Orders
            </Link>
            , where Make payment takes you to the card payment.
          </p>
        </div>
      )}
      {outcome?.kind === 'payment-link' && (
        <SharePaymentLinkDialog
          open
          onOpenChange={(open) => !open && onPaymentLinkDone()}
          orderId={outcome.orderId}
          url={outcome.url}
          doneLabel="Done, see my orders"
        />
      )}
    </div>
  );
}
