import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { addressLines, billingAddress, deliveryAddress } from '../../../../domain/address-lines.ts';
import { runSlotLabel, runSlotOf } from '../../../../domain/delivery-runs.ts';
import { formatPence, poundsToPence } from '../../../../domain/money.ts';
import type { AdminOrderDetail } from '../../../../domain/schemas/admin-orders.ts';
import { shortLineNote, substitutesSettingText } from '../../../../domain/stock.ts';
import { TableScroll } from '../../../components/back-office/table-scroll.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { ReplacedInvoiceLinks } from '../../../components/replaced-invoice-links.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { OrderStatusBadge } from '../../../components/status-badge.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDateTime, formatLongDay, formatPounds } from '../../../lib/back-office-format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAdminOrder } from '../api/get-admin-order.ts';
import { PAYMENT_METHOD_TEXT, PaymentBadge } from './admin-status-badges.tsx';
import { OrderAuditHistory } from './order-audit-history.tsx';
import { OrderCreditNotes } from './order-credit-notes.tsx';
import { OrderFulfilmentActions } from './order-fulfilment-actions.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { OrderStatusActions } from './order-status-actions.tsx';
import { RecordPaymentForm } from './record-payment-form.tsx';

function Card({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm ${className}`}>
      <h2 className="mb-3 font-semibold text-base">{title}</h2>
      {children}
    </section>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <address className="text-sm not-italic leading-6">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

function OrderBody({ detail }: { detail: AdminOrderDetail }) {
  const { order, customer } = detail;
  const info = order.shipping_info;
  const totals: [string, number][] = [
    ['Subtotal', order.sub_total],
    ['Shipping', order.shipping],
    ['VAT', order.tax],
  ];
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-4">
        <Card title="Move the order">
          <OrderStatusActions detail={detail} />
          {order.cancel_reason && (
            <p className="mt-3 text-sm">
              <span className="font-medium">Cancelled because:</span> {order.cancel_reason}
            </p>
          )}
        </Card>
        <Card title="Delivery and payment">
          <OrderFulfilmentActions detail={detail} />
          <RecordPaymentForm detail={detail} />
        </Card>
        {order.replaced_invoices.length > 0 && (
          <Card title="Replaced invoices">
            <ReplacedInvoiceLinks invoices={order.replaced_invoices} />
          </Card>
        )}
        <Card title="Credit notes">
          <OrderCreditNotes orderId={order.id} />
        </Card>
        {detail.refunds.length > 0 && (
          <Card title="Refunded payments" className="border-sky-300">
            <OrderRefunds refunds={detail.refunds} />
          </Card>
        )}
        <Card title="Lines">
          <TableScroll label="Order lines">
            {/* No minimum width: the headings wrap, so on a phone the totals stay in view rather than past a
                sideways scroll. */}
            <table className="w-full text-sm">
              <caption className="sr-only">Order lines</caption>
              <thead className="border-neutral-200 border-b text-left text-neutral-700">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Product
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Qty
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Unit price excl. VAT
                  </th>
                  <th scope="col" className="py-2 pl-3 text-right font-semibold">
                    Total excl. VAT
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-100">
                {order.order_items.map((item) => (
                  <tr key={item.id}>
                    <td className="py-2 pr-3">
                      {item.title}
                      {item.note && (
                        <span className="mt-0.5 block break-words text-neutral-700 text-xs">
                          Note: {item.note}
                        </span>
                      )}
                      {item.units_short > 0 && (
                        <span className="mt-0.5 block font-medium text-amber-900 text-xs">
                          ⚠ {shortLineNote(item.quantity, item.units_short)}
                        </span>
                      )}
                      {item.substitution && (
                        <span className="mt-0.5 block font-medium text-emerald-800 text-xs">
                          {item.substitution.text}
                          {item.substitution.pack ? ` (${item.substitution.pack})` : ''}
                        </span>
                      )}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{item.quantity}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatPounds(item.price)}</td>
                    <td className="py-2 pl-3 text-right tabular-nums">
                      {formatPence(poundsToPence(item.price) * item.quantity)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-neutral-200 border-t">
                {totals.map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row" colSpan={3} className="py-1 pr-3 text-right font-normal text-neutral-600">
                      {label}
                    </th>
                    <td className="py-1 pl-3 text-right tabular-nums">{formatPounds(value)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" colSpan={3} className="py-1 pr-3 text-right font-semibold">
                    Total
                  </th>
                  <td className="py-1 pl-3 text-right font-semibold tabular-nums">
                    {formatPounds(order.total)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        </Card>
        <Card title="History">
          <OrderAuditHistory entries={detail.audit} />
        </Card>
      </div>
      <div className="space-y-4">
        <Card title="Delivery">
          <p className="mb-2 font-medium text-sm">
            {formatLongDay(order.shipping_info.deliveryDay)},{' '}
            {runSlotLabel(runSlotOf(order.shipping_info.deliveryTime))}
          </p>
          <Lines lines={addressLines({ ...deliveryAddress(info), contact: [info.phone] })} />
          {order.delivery_notes && (
            <p className="mt-2 whitespace-pre-line break-words text-sm">
              <span className="font-medium">Delivery notes: </span>
              {order.delivery_notes}
            </p>
          )}
          {order.po_number && (
            <p className="mt-2 text-sm">
              <span className="font-medium">PO number: </span>
              {order.po_number}
            </p>
          )}
        </Card>
        <Card title="Billing">
          <Lines
            lines={addressLines({
              ...billingAddress(info),
              contact: [info.billing_email, info.billing_phone],
            })}
          />
        </Card>
        <Card title="Customer">
          {customer ? (
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-neutral-600">Name</dt>
              <dd>{customer.name}</dd>
              <dt className="text-neutral-600">Email</dt>
              <dd className="break-words">{customer.email}</dd>
              <dt className="text-neutral-600">Phone</dt>
              <dd>{customer.phone ?? '—'}</dd>
              <dt className="text-neutral-600">Membership</dt>
              <dd>{customer.is_member ? 'Member' : 'Not a member'}</dd>
              <dt className="text-neutral-600">Pay later</dt>
              <dd>
                {customer.pay_later
                  ? `${formatPence(customer.pay_later_credit)} used of ${formatPence(customer.pay_later_credit_limit)}`
                  : 'Not approved'}
              </dd>
              <dt className="text-neutral-600">Substitutes</dt>
              <dd>{substitutesSettingText(customer.accept_substitutes)}</dd>
              {customer.disabled && (
                <>
                  <dt className="text-neutral-600">Account</dt>
                  <dd className="font-medium text-red-700">Disabled</dd>
                </>
              )}
            </dl>
          ) : (
            <p className="text-neutral-600 text-sm">The account behind this order no longer exists.</p>
          )}
        </Card>
      </div>
    </div>
  );
}

/** /admin/orders/{id}: the order, its customer, its legal moves, cancelling with a reason, and its history. */
export function AdminOrderPage() {
  const { orderId } = useParams();
  const id = Number(orderId);
  const location = useLocation();
  const back = (location.state as { back?: string } | null)?.back ?? '';
  const { data, isPending, error, refetch } = useAdminOrder(id);
  useDocumentTitle(data ? `Order ${data.order.order_id} · Back office` : 'Order · Back office');

  const notFound =
    !Number.isInteger(id) || id <= 0 || (error instanceof ApiRequestError && error.status === 404);
  return (
    <div>
      <Link
        to={`/admin/orders${back}`}
        className="mb-3 inline-flex items-center gap-1 font-medium text-amber-800 text-sm hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All orders
      </Link>
      {notFound ? (
        <ErrorMessage>This order does not exist.</ErrorMessage>
      ) : isPending ? (
        <Spinner label="Loading the order" />
      ) : error || !data ? (
        <ErrorMessage>
          The order could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </ErrorMessage>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <h1 className="font-bold text-2xl">Order {data.order.order_id}</h1>
            <OrderStatusBadge status={data.order.status} />
            <PaymentBadge status={data.order.payment_status} />
            <p className="w-full text-neutral-600 text-sm">
              Placed {formatDateTime(data.order.created_at)} ·{' '}
              {PAYMENT_METHOD_TEXT[data.order.payment_method]}
              {data.order.due_at && data.order.payment_status !== 'paid'
                ? ` · due ${formatDateTime(data.order.due_at)}`
                : ''}
              {data.order.paid_at ? ` · paid ${formatDateTime(data.order.paid_at)}` : ''}
            </p>
          </div>
          <OrderBody detail={data} />
        </>
      )}
    </div>
  );
}
