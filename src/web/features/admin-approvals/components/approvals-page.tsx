import { Check, ClipboardCheck, X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatPence, poundsToPence } from '../../../../domain/money.ts';
import type { ApprovalQueue } from '../../../../domain/schemas/approvals.ts';
import { ListStates } from '../../../components/back-office/list-states.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { formatDateTime } from '../../../lib/back-office-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type ApprovalDecision, useApprovalQueue, useDecide } from '../api/approvals.ts';
import { RejectDialog } from './reject-dialog.tsx';

const card = 'rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm';
const approveClass =
  'inline-flex items-center gap-1 rounded-lg bg-green-700 px-3 py-2 font-semibold text-sm text-white hover:bg-green-800 disabled:opacity-60';
const rejectClass =
  'inline-flex items-center gap-1 rounded-lg border border-red-300 px-3 py-2 font-medium text-red-800 text-sm hover:bg-red-50 disabled:opacity-60';

/** /admin/approvals: seller accounts and sellers' products waiting for staff, oldest first. */
export function ApprovalsPage() {
  useDocumentTitle('Approvals · Back office');
  const ids = useId();
  const { data, isPending, isError, isFetching, refetch } = useApprovalQueue();
  return (
    <section aria-labelledby={`${ids}-title`}>
      <PageHeader id={`${ids}-title`} title="Approvals" />
      <p className="mb-4 max-w-prose text-neutral-700 text-sm">
        A new seller's account, and each product a seller adds, stay out of the shop until approved here.
        Approve the seller first, then their products.
      </p>
      <ListStates
        data={data}
        isPending={isPending}
        failed={isError && !data}
        onRetry={refetch}
        loadingLabel="Loading the approvals"
        errorText="The approvals could not be loaded."
        isEmpty={() => false}
        empty={null}
        isFetching={isFetching}
      >
        {(queue) => <Queue queue={queue} />}
      </ListStates>
    </section>
  );
}

function Queue({ queue }: { queue: ApprovalQueue }) {
  const ids = useId();
  const pendingSellers = new Set(queue.sellers.map((seller) => seller.id));
  return (
    <div className="space-y-8">
      <section aria-labelledby={`${ids}-sellers`}>
        <h2 id={`${ids}-sellers`} className="mb-3 font-semibold text-lg">
          Seller accounts waiting ({queue.sellers_total})
        </h2>
        {queue.sellers.length === 0 ? (
          <Nothing>No seller accounts are waiting.</Nothing>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {queue.sellers.map((seller) => (
              <li key={seller.id} className={card}>
                <p className="font-semibold">{seller.name}</p>
                <p className="break-all text-neutral-700 text-sm">{seller.email}</p>
                <p className="text-neutral-500 text-xs">Signed up {formatDateTime(seller.created_at)}</p>
                <Decide
                  subject="sellers"
                  id={seller.id}
                  name={seller.name}
                  label={`${seller.name}'s seller account`}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${ids}-products`}>
        <h2 id={`${ids}-products`} className="mb-3 font-semibold text-lg">
          Products waiting ({queue.products_total})
        </h2>
        {queue.products.length === 0 ? (
          <Nothing>No products are waiting.</Nothing>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {queue.products.map((product) => (
              <li key={product.id} className={`${card} flex gap-3`}>
                <img
                  src={product.images[0]}
                  alt=""
                  width={64}
                  height={64}
                  className="h-16 w-16 shrink-0 rounded-lg border border-neutral-200 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{product.name}</p>
                  <p className="text-neutral-700 text-sm">
                    {product.category_name} · list {formatPence(poundsToPence(product.price))} · member{' '}
                    {formatPence(poundsToPence(product.special_price))}
                  </p>
                  <p className="text-neutral-600 text-sm">
                    By {product.seller_name ?? 'the shop'}
                    {product.seller_id !== null && pendingSellers.has(product.seller_id) && (
                      <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs">
                        Seller not approved yet
                      </span>
                    )}
                  </p>
                  <p className="mt-1 line-clamp-3 text-neutral-600 text-sm">{product.description}</p>
                  <Decide subject="products" id={product.id} name={product.name} label={product.name} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Nothing({ children }: { children: string }) {
  return (
    <p className={`${card} flex items-center gap-2 text-neutral-700 text-sm`}>
      <ClipboardCheck className="h-5 w-5 text-green-700" aria-hidden="true" />
      {children}
    </p>
  );
}

/** Approve and Turn down (after a reason) for one seller or product. */
function Decide({
  subject,
  id,
  name,
  label,
}: {
  subject: ApprovalDecision['subject'];
  id: number;
  name: string;
  /** What the decision is about, in words, e.g. "Sid's seller account". */
  label: string;
}) {
  const [rejecting, setRejecting] = useState(false);
  const decide = useDecide();
  const run = (reason?: string) =>
    decide.mutate(
      { subject, id, ...(reason === undefined ? {} : { reason }) },
      {
        onSuccess: () =>
          toast.success(
            reason === undefined
              ? subject === 'products'
                ? `${name} is approved and in the shop.`
                : `${label} is approved.`
              : `${label} is turned down.`,
          ),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button
        type="button"
        className={approveClass}
        disabled={decide.isPending}
        onClick={() => run()}
        aria-label={`Approve ${label}`}
      >
        <Check className="h-4 w-4" aria-hidden="true" />
        Approve
      </button>
      <button
        type="button"
        className={rejectClass}
        disabled={decide.isPending}
        onClick={() => setRejecting(true)}
        aria-label={`Turn down ${label}`}
      >
        <X className="h-4 w-4" aria-hidden="true" />
        Turn down
      </button>
      <RejectDialog open={rejecting} onOpenChange={setRejecting} subject={label} onConfirm={run} />
    </div>
  );
}
