import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { addressLines, deliveryAddress } from '../../../../domain/address-lines.ts';
import { formatPence } from '../../../../domain/money.ts';
import { mayHavePayLater } from '../../../../domain/pay-later.ts';
import type { CustomerDetail } from '../../../../domain/schemas/admin-customers.ts';
import { substitutesSettingText } from '../../../../domain/stock.ts';
import { humanize } from '../../../../domain/text.ts';
import { AuditEntryList } from '../../../components/audit-entry-list.tsx';
import { TableScroll } from '../../../components/back-office/table-scroll.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/back-office-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCurrentUser } from '../../../session/api/get-current-user.ts';
import { useCustomer } from '../api/get-customer.ts';
import { useSetCustomerDisabled } from '../api/set-customer-disabled.ts';
import { CustomerBadges, creditText } from './customer-badges.tsx';

const panel = 'rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm';
const cell = 'px-3 py-2 align-top';

/** /admin/customers/:userId: the account, its order history and audit entries, and disabling it. */
export function CustomerPage() {
  const id = Number(useParams().userId);
  const { data, isPending, isError, error, refetch } = useCustomer(id);
  useDocumentTitle(data ? `${data.customer.name} · Customers` : 'Customer · Back office');

  if (isPending) return <Spinner label="Loading the customer" />;
  if (isError) {
    const missing = error instanceof ApiRequestError && (error.status === 404 || error.status === 422);
    return (
      <ErrorMessage>
        {missing ? 'This customer does not exist.' : 'The customer could not be loaded.'}{' '}
        {missing ? (
          <Link to="/admin/customers" className="font-semibold underline">
            Back to customers
          </Link>
        ) : (
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        )}
      </ErrorMessage>
    );
  }
  return <CustomerView detail={data} />;
}

function CustomerView({ detail }: { detail: CustomerDetail }) {
  const { customer, address, orders, audit } = detail;
  const { user } = useCurrentUser();
  const [confirming, setConfirming] = useState(false);
  const change = useSetCustomerDisabled(customer.id);
  const disabled = customer.disabled_at !== null;
  // Shown once the signed-in admin is known: nobody may disable their own account.
  const mayChange = user !== null && user.id !== customer.id;

  const apply = () =>
    change.mutate(!disabled, {
      onSuccess: (response) => toast.success(response.message),
      onError: (failure) => toast.error(failure.message),
    });

  return (
    <article aria-labelledby="customer-title" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm">
            <Link to="/admin/customers" className="text-amber-800 hover:underline">
              Customers
            </Link>
          </p>
          <h1 id="customer-title" className="font-bold text-2xl">
            {customer.name}
          </h1>
          <div className="mt-1">
            <CustomerBadges customer={customer} />
          </div>
        </div>
        {mayChange && (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={change.isPending}
            className={
              disabled
                ? 'rounded-lg bg-amber-500 px-4 py-2 font-semibold text-black text-sm hover:bg-amber-400 disabled:opacity-60'
                : 'rounded-lg border border-red-300 px-4 py-2 font-semibold text-red-700 text-sm hover:bg-red-50 disabled:opacity-60'
            }
          >
            {disabled ? 'Enable account' : 'Disable account'}
          </button>
        )}
      </div>
      {disabled && (
        <p
          role="status"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900 text-sm"
        >
          This account was disabled on {formatDateTime(customer.disabled_at ?? '')}. It cannot sign in; its
          data is kept.
        </p>
      )}

      <div className="grid gap-4 md:grid-cols-3">
        <section aria-labelledby="contact-heading" className={panel}>
          <h2 id="contact-heading" className="mb-2 font-semibold">
            Contact
          </h2>
          <dl className="space-y-1 text-sm">
            <div>
              <dt className="sr-only">Email</dt>
              <dd>
                <a href={`mailto:${customer.email}`} className="hover:underline">
                  {customer.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="sr-only">Phone</dt>
              <dd>{customer.phone ?? 'No phone'}</dd>
            </div>
            <div>
              <dt className="inline text-neutral-600">Joined </dt>
              <dd className="inline">{formatDateTime(customer.created_at)}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="address-heading" className={panel}>
          <h2 id="address-heading" className="mb-2 font-semibold">
            Address
          </h2>
          {address ? (
            <address className="text-sm not-italic">
              {addressLines({ ...deliveryAddress(address), contact: [address.phone] }).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              <span className="mt-1 block text-neutral-600">Billing: {address.billing_company_name}</span>
            </address>
          ) : (
            <p className="text-neutral-600 text-sm">No address yet.</p>
          )}
        </section>
        <section aria-labelledby="membership-heading" className={panel}>
          <h2 id="membership-heading" className="mb-2 font-semibold">
            Membership and credit
          </h2>
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-neutral-600">Membership</dt>
              <dd>
                {customer.member
                  ? customer.subscription_end_at
                    ? `Member until ${formatDateTime(customer.subscription_end_at)}`
                    : 'Member'
                  : 'Not a member'}
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-neutral-600">Pay later</dt>
              <dd>
                {!mayHavePayLater(customer.role)
                  ? 'For customer accounts only'
                  : customer.pay_later
                    ? 'Approved'
                    : 'Not approved'}
              </dd>
            </div>
            {mayHavePayLater(customer.role) && (
              <div className="flex justify-between gap-2">
                <dt className="text-neutral-600">Substitutes</dt>
                <dd>{substitutesSettingText(customer.accept_substitutes)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-2">
              <dt className="text-neutral-600">Credit used</dt>
              <dd className="tabular-nums">{creditText(customer)}</dd>
            </div>
          </dl>
          {/* The credit page lists customer accounts only: a staff account has nothing there. */}
          {mayHavePayLater(customer.role) && (
            <Link
              to={`/admin/credit?q=${encodeURIComponent(customer.email)}&filter=all`}
              className="mt-2 inline-block font-medium text-amber-800 text-sm hover:underline"
            >
              Manage credit
            </Link>
          )}
        </section>
      </div>

      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="mb-2 font-semibold text-lg">
          Orders ({orders.length})
        </h2>
        {orders.length === 0 ? (
          <p className="text-neutral-600 text-sm">No orders yet.</p>
        ) : (
          <TableScroll
            label="Order history"
            className="rounded-2xl border border-neutral-200 bg-white shadow-sm"
          >
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">Order history, newest first</caption>
              <thead className="bg-neutral-50 text-left text-neutral-700">
                <tr>
                  <th scope="col" className={cell}>
                    Order
                  </th>
                  <th scope="col" className={cell}>
                    Placed
                  </th>
                  <th scope="col" className={cell}>
                    Status
                  </th>
                  <th scope="col" className={cell}>
                    Payment
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    Total
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-100">
                {orders.map((order) => (
                  <tr key={order.id}>
                    <td className={cell}>
                      <Link to={`/admin/orders/${order.id}`} className="font-medium hover:underline">
                        {order.order_id}
                      </Link>
                    </td>
                    <td className={cell}>{formatDateTime(order.created_at)}</td>
                    <td className={cell}>{humanize(order.status)}</td>
                    <td className={cell}>
                      {order.payment_status === 'paid' ? 'Paid' : 'Unpaid'}
                      {order.payment_method === 'pay_later' ? ' · pay later' : ''}
                    </td>
                    <td className={`${cell} text-right tabular-nums`}>{formatPence(order.total_pence)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      <section aria-labelledby="audit-heading" className={panel}>
        <h2 id="audit-heading" className="mb-3 font-semibold text-lg">
          Changes by the shop
        </h2>
        {audit.length === 0 ? (
          <p className="text-neutral-600 text-sm">No changes to this account yet.</p>
        ) : (
          <AuditEntryList entries={audit} />
        )}
        <Link
          to={`/admin/audit?customer_id=${customer.id}`}
          className="mt-3 inline-block font-medium text-amber-800 text-sm hover:underline"
        >
          Full audit log for {customer.name}
        </Link>
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={disabled ? `Enable ${customer.name}'s account?` : `Disable ${customer.name}'s account?`}
        description={
          disabled
            ? 'They will be able to sign in again.'
            : 'They are signed out everywhere at once and cannot sign in until the account is enabled again. Their orders, invoices and details are kept.'
        }
        confirmLabel={disabled ? 'Enable account' : 'Disable account'}
        tone={disabled ? 'default' : 'danger'}
        onConfirm={apply}
      />
    </article>
  );
}
