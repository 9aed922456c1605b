import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /cancel: where a failed or abandoned card payment returns to. Nothing was charged; nothing is lost. */
export function PaymentCancelPage() {
  useDocumentTitle('Payment not completed');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-red-100 text-red-700">
        <CircleX className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="mt-5 font-bold text-2xl tracking-tight sm:text-3xl">There seems to be an error</h1>
      <p className="mt-3 text-neutral-600">The payment was not successful.</p>
      <p className="mt-1 text-neutral-500 text-sm">
        Your order is kept under Orders, awaiting payment, and you can try again from there.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/customer-dashboard/orders"
          className="rounded-lg bg-black px-5 py-2.5 font-semibold text-sm text-white hover:bg-neutral-800"
        >
          Go to your orders
        </Link>
        <Link
          to="/cart"
          className="rounded-lg border border-neutral-300 px-5 py-2.5 font-semibold text-sm hover:bg-neutral-100"
        >
          Back to basket
        </Link>
      </div>
    </div>
  );
}
