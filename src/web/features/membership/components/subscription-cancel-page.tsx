import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { MEMBERSHIP_PAGE } from '../utils/membership-paths.ts';
import { SUBSCRIBE_FAILED, SUBSCRIBE_FAILED_TITLE } from '../utils/membership-texts.ts';

/** /subscription-cancel, open (docs/product.md §2.1): where a failed or abandoned membership payment returns to. */
export function SubscriptionCancelPage() {
  useDocumentTitle('Membership not started');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-red-100 text-red-700">
        <CircleX className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="mt-5 font-bold text-2xl tracking-tight sm:text-3xl">{SUBSCRIBE_FAILED_TITLE}</h1>
      <p className="mt-3 text-neutral-600">{SUBSCRIBE_FAILED}</p>
      <p className="mt-1 text-neutral-500 text-sm">You can try again from Membership.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={MEMBERSHIP_PAGE}
          className="rounded-lg bg-black px-5 py-2.5 font-semibold text-sm text-white hover:bg-neutral-800"
        >
          Back to Membership
        </Link>
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
