import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useApprovalsWaiting } from '../api/get-approvals-waiting.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Says when sellers or their products wait for staff, with the way to the queue; nothing otherwise. */
export function ApprovalsWaiting() {
  const { data } = useApprovalsWaiting();
  if (!data || data.sellers_total + data.products_total === 0) return null;
  const waiting = [
    data.sellers_total > 0 ? count(data.sellers_total, 'seller account', 'seller accounts') : null,
    data.products_total > 0 ? count(data.products_total, 'product', 'products') : null,
  ]
    .filter(Boolean)
    .join(' and ');
  return (
    <Link
      to="/admin/approvals"
      className="flex items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm shadow-sm hover:border-amber-500"
    >
      <ClipboardCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-semibold">Waiting for approval:</span> {waiting}.{' '}
        <span className="underline underline-offset-2">Review them</span>
      </span>
    </Link>
  );
}
