import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export const ADDRESSES_PATH = '/customer-dashboard/addresses';
export const ADD_ADDRESS_PATH = '/customer-dashboard/add-address';
export const updateAddressPath = (id: number) => `/customer-dashboard/update-address/${id}`;

type AddressPageFrameProps = { title: string; intro?: string; children: ReactNode };

/** Heading, tab title and the way back to the addresses page, shared by the add and update pages. */
export function AddressPageFrame({ title, intro, children }: AddressPageFrameProps) {
  useDocumentTitle(title);
  return (
    <div className="max-w-3xl">
      <Link
        to={ADDRESSES_PATH}
        className="inline-flex items-center gap-1.5 font-medium text-neutral-600 text-sm hover:text-black"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to addresses
      </Link>
      <h1 className="mt-3 font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      {intro && <p className="mt-2 text-neutral-600">{intro}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** A page-level message in place of the form (one address only, unknown address, seller account). */
export function AddressPageMessage({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-neutral-200 bg-white px-6 py-10 text-center shadow-sm">
      <p className="font-semibold text-lg">{children}</p>
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

export const primaryLinkClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-black px-5 py-2.5 font-semibold text-sm text-white hover:bg-neutral-800';

export const secondaryLinkClass =
  'inline-flex items-center justify-center rounded-lg border border-neutral-300 bg-white px-5 py-2.5 font-semibold text-sm text-neutral-800 hover:bg-neutral-50';

/** Where a saved address goes, with the confirmation the addresses page shows (docs/product.md §8.1). */
