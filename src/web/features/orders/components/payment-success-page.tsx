import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** /order-success: the open, generic page a payment lands on when no order can be named. */
export function PaymentSuccessPage() {
  useDocumentTitle('Payment received');
  const signedIn = useSessionStore((state) => Boolean(state.token));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckCircle2 className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="mt-5 font-bold text-2xl tracking-tight sm:text-3xl">Thank you for your payment</h1>
      <p className="mt-3 text-neutral-600">
        Your payment was successful. We have emailed you a confirmation and your invoice.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {signedIn ? (
          <Link
            to="/customer-dashboard/orders"
            className="rounded-lg bg-black px-5 py-2.5 font-semibold text-sm text-white hover:bg-neutral-800"
          >
            See all orders
          </Link>
        ) : (
          <Link
            to="/login"
            state={{ from: '/customer-dashboard/orders' }}
            className="rounded-lg bg-black px-5 py-2.5 font-semibold text-sm text-white hover:bg-neutral-800"
          >
            Log in to see your orders
          </Link>
        )}
        <Link
          to="/"
          className="rounded-lg border border-neutral-300 px-5 py-2.5 font-semibold text-sm hover:bg-neutral-100"
        >
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
