import { useState } from 'react';
import { Link } from 'react-router';
import { formatPence } from '../../../../domain/money.ts';
import { REFUND_STATUS_TEXT } from '../../../../domain/refunds.ts';
import type { DashboardRefund } from '../../../../domain/schemas/admin-orders.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDateTime } from '../../../lib/back-office-format.ts';
import { useMarkRefundedByHand } from '../api/refunded-by-hand.ts';
import { useRetryRefund } from '../api/retry-refund.ts';

const ACTION_BUTTON =
  'mt-2 rounded-lg border border-red-300 bg-white px-3 py-1.5 font-medium text-red-900 text-sm hover:bg-red-100 disabled:opacity-60';

/**
 * For a card refund the provider refused: ask the provider again. Made, it leaves the list (the
 * dashboard reloads); refused again, it stays with the provider's new words, said here too.
 */
function RetryRefund({ refund }: { refund: DashboardRefund }) {
  const retry = useRetryRefund();
  const what = refund.order ? `order ${refund.order.order_id}` : 'the membership';
  const answer = retry.data?.id === refund.id ? retry.data : undefined;
  return (
    <>
      <button
        type="button"
        className={`${ACTION_BUTTON} mr-2`}
        disabled={retry.isPending}
        aria-label={`Retry refund of ${formatPence(refund.amount_pence)} for ${what}`}
        onClick={() => retry.mutate(refund.id)}
      >
        {retry.isPending ? 'Retrying refund…' : 'Retry refund'}
      </button>
      <span role="status" className="text-red-800 text-sm">
        {answer?.status === 'failed' ? `Refused again: ${answer.failure ?? 'no reason given'}` : ''}
      </span>
      {retry.isError && (
        <p role="alert" className="mt-1 text-red-700">
          {retry.error instanceof Error ? retry.error.message : 'Something went wrong!'}
        </p>
      )}
    </>
  );
}

/** For a refund the provider refused: staff refunded it themselves, and say so here (after a check). */
function RefundedByHand({ refund }: { refund: DashboardRefund }) {
  const [asking, setAsking] = useState(false);
  const mark = useMarkRefundedByHand();
  const what = refund.order ? `order ${refund.order.order_id}` : 'the membership';
  return (
    <>
      <button
        type="button"
        className={ACTION_BUTTON}
        disabled={mark.isPending}
        onClick={() => setAsking(true)}
      >
        Mark as refunded by hand
      </button>
      {mark.isError && (
        <p role="alert" className="mt-1 text-red-700">
          {mark.error instanceof Error ? mark.error.message : 'Something went wrong!'}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Refunded ${formatPence(refund.amount_pence)} for ${what} by hand?`}
        description={
          refund.status === 'by_hand'
            ? 'Only once you have paid it back to the customer yourself, by bank transfer. It then leaves this list, with your name and the time kept.'
            : 'Only once you have refunded this payment with the card provider yourself. It then leaves this list, with your name and the time kept.'
        }
        confirmLabel="Mark as refunded"
        onConfirm={() => {
          setAsking(false);
          mark.mutate(refund.id);
        }}
      />
    </>
  );
}

function RefundItem({ refund, action = false }: { refund: DashboardRefund; action?: boolean }) {
  return (
    <li className="py-2 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold tabular-nums">{formatPence(refund.amount_pence)}</span>
        {refund.order ? (
          <Link
            to={`/admin/orders/${refund.order.id}`}
            className="font-medium text-amber-800 underline-offset-2 hover:underline"
          >
            Order {refund.order.order_id}
          </Link>
        ) : (
          <span>Membership</span>
        )}
        <span className={refund.status === 'failed' ? 'font-medium text-red-700' : 'text-neutral-700'}>
          {REFUND_STATUS_TEXT[refund.status]}
        </span>
      </p>
      <p className="text-neutral-700">{refund.reason_text}</p>
      {refund.failure && <p className="text-red-700">The provider answered: {refund.failure}</p>}
      <p className="text-neutral-500 text-xs">
        {formatDateTime(refund.created_at)}
        {refund.customer_email ? ` · ${refund.customer_email}` : ''}
      </p>
      {action && (
        <div>
          {refund.status === 'failed' && <RetryRefund refund={refund} />}
          <RefundedByHand refund={refund} />
        </div>
      )}
    </li>
  );
}

function AttentionList({
  heading,
  intro,
  refunds,
}: {
  heading: string;
  intro: string;
  refunds: DashboardRefund[];
}) {
  if (refunds.length === 0) return null;
  const id = `refunds-${heading.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <div className="mt-3">
      <h3 id={id} className="font-semibold text-red-900">
        {heading} ({refunds.length})
      </h3>
      <p className="text-red-900 text-sm">{intro}</p>
      <ul aria-labelledby={id} className="divide-y divide-red-200">
        {refunds.map((refund) => (
          <RefundItem key={refund.id} refund={refund} action />
        ))}
      </ul>
    </div>
  );
}

/**
 * Money the shop still owes customers, so it leads the dashboard: every refund staff pay back by
 * hand (no provider can: the order was paid by bank transfer or card over the phone, whether it was
 * cancelled or credited), and apart from them the card refunds a provider refused or never
 * confirmed. Nothing shows when there are none.
 */
export function RefundsNeedingAttention({ refunds }: { refunds: DashboardRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <section
      aria-labelledby="refunds-needing-attention"
      className="rounded-2xl border-2 border-red-300 bg-red-50 p-4 shadow-sm"
    >
      <h2 id="refunds-needing-attention" className="font-semibold text-lg text-red-900">
        Refunds needing attention
      </h2>
      <AttentionList
        heading="To pay back by hand"
        intro="Not paid through a payment page, so no provider can refund them. Pay each back by bank transfer, then mark it refunded."
        refunds={refunds.filter((refund) => refund.status === 'by_hand')}
      />
      <AttentionList
        heading="Refused by the provider"
        intro="These card payments could not be refunded automatically. Retry the refund, or refund it with the card provider yourself and mark it refunded by hand."
        refunds={refunds.filter((refund) => refund.status !== 'by_hand')}
      />
    </section>
  );
}

/** The latest card payments the shop could not apply and handed back, whatever became of them. */
export function RecentRefunds({ refunds }: { refunds: DashboardRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <section className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
      <h2 className="font-semibold text-lg">Automatic refunds</h2>
      <p className="mb-2 text-neutral-600 text-sm">
        Card payments that arrived for an order already cancelled or paid, latest first. The customer was
        emailed each time.
      </p>
      <ul className="divide-y divide-neutral-100">
        {refunds.map((refund) => (
          <RefundItem key={refund.id} refund={refund} />
        ))}
      </ul>
    </section>
  );
}
