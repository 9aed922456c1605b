import { Link } from 'react-router';
import { formatPence } from '../../../../domain/money.ts';
import type { AdminDashboard } from '../../../../domain/schemas/admin-orders.ts';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatLongDay, formatShortDay } from '../../../lib/back-office-format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { ApprovalsWaiting } from './approvals-waiting.tsx';
import { RecentRefunds, RefundsNeedingAttention } from './dashboard-refunds.tsx';

type Day = AdminDashboard['days'][number];

function Figure({ label, value, hint, to }: { label: string; value: string; hint: string; to?: string }) {
  const body = (
    <>
      <p className="text-neutral-600 text-sm">{label}</p>
      <p className="mt-1 font-bold text-2xl tabular-nums">{value}</p>
      <p className="mt-1 text-neutral-500 text-xs">{hint}</p>
    </>
  );
  const card = 'block rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm';
  return to ? (
    <Link to={to} className={`${card} hover:border-amber-400`}>
      {body}
    </Link>
  ) : (
    <div className={card}>{body}</div>
  );
}

function DaySlots({ day }: { day: Day }) {
  const confirmed = day.slots.reduce((total, slot) => total + slot.confirmed, 0);
  const awaiting = day.slots.reduce((total, slot) => total + slot.awaiting_payment, 0);
  return (
    <section className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-lg">
          {day.name} <span className="font-normal text-neutral-600 text-sm">{formatLongDay(day.date)}</span>
        </h2>
        <Link
          to={`/admin/delivery-runs?day=${day.date}`}
          className="font-medium text-amber-800 text-sm underline-offset-2 hover:underline"
        >
          Delivery runs
        </Link>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">
          Orders for {formatShortDay(day.date)} by delivery slot: {confirmed} confirmed, {awaiting} awaiting
          payment
        </caption>
        <thead className="border-neutral-200 border-b text-left text-neutral-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Slot
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Confirmed
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              Awaiting payment
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {day.slots.map((slot) => (
            <tr key={slot.slot}>
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                <Link
                  to={`/admin/orders?day=${day.date}&slot=${slot.slot}`}
                  className="underline-offset-2 hover:underline"
                >
                  {slot.label}
                </Link>
              </th>
              <td className="px-3 py-2 text-right font-medium tabular-nums">{slot.confirmed}</td>
              <td className="py-2 pl-3 text-right text-neutral-600 tabular-nums">{slot.awaiting_payment}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-neutral-200 border-t">
          <tr>
            <th scope="row" className="py-2 pr-3 text-left font-semibold">
              All slots
            </th>
            <td className="px-3 py-2 text-right font-semibold tabular-nums">{confirmed}</td>
            <td className="py-2 pl-3 text-right font-semibold tabular-nums">{awaiting}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** /admin: what the desk needs at a glance. Money and days are the server's (pence, London). */
export function AdminDashboardPage() {
  useDocumentTitle('Dashboard · Back office');
  const { data, isPending, isError, refetch } = useDashboard();
  return (
    <div>
      <h1 className="mb-4 font-bold text-2xl">Dashboard</h1>
      {isPending ? (
        <Spinner label="Loading the dashboard" />
      ) : isError ? (
        <ErrorMessage>
          The dashboard could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </ErrorMessage>
      ) : (
        <div className="space-y-4">
          <RefundsNeedingAttention refunds={data.refunds.needing_attention} />
          <ApprovalsWaiting />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <Figure
              label="Revenue this week"
              value={formatPence(data.revenue_week.total_pence)}
              hint={`${data.revenue_week.orders} paid ${data.revenue_week.orders === 1 ? 'order' : 'orders'} since ${formatShortDay(data.revenue_week.from)}`}
            />
            <Figure
              label="Overdue credit"
              value={formatPence(data.overdue_credit.total_pence)}
              hint={`${data.overdue_credit.count} pay-later ${data.overdue_credit.count === 1 ? 'invoice' : 'invoices'} past due`}
              to="/admin/credit"
            />
            <Figure
              label="New customers"
              value={String(data.new_customers.count)}
              hint={`Accounts opened in the last ${data.new_customers.days} days`}
              to="/admin/customers"
            />
          </div>
          {/* Every day customers can order for, as the server's London clock has them. */}
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3">
            {data.days.map((day) => (
              <DaySlots key={day.date} day={day} />
            ))}
          </div>
          <RecentRefunds refunds={data.refunds.recent} />
        </div>
      )}
    </div>
  );
}
