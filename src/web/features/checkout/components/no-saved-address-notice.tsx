import { Info } from 'lucide-react';
import { Link } from 'react-router';

/** docs/product.md §2.3: without a saved address the checkout starts empty, and what is typed here is not kept. */
export function NoSavedAddressNotice() {
  return (
    <div className="flex gap-3 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950 text-sm">
      <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">There is no default address linked to your account yet.</strong> The
        address you use at checkout will not be saved.{' '}
        <Link to="/customer-dashboard/add-address" className="font-medium underline">
          Add an address
        </Link>{' '}
        to have it filled in next time.
      </p>
    </div>
  );
}
