import { ClipboardList } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { humanize } from '../../../../domain/text.ts';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Pagination, pageFromParam } from '../../../components/pagination.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSellerOrderLines } from '../api/seller-orders.ts';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const th =
  'whitespace-nowrap px-3 py-2.5 text-left font-semibold text-neutral-600 text-xs uppercase tracking-wide';

/** /seller/orders: every order line of the seller's products, the latest delivery day first. */
export function SellerOrdersPage() {
  useDocumentTitle('Orders for my products · Seller area');
  const [params] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const { data, isPending, isError, refetch } = useSellerOrderLines(page);

  return (
    <section aria-labelledby="seller-orders-title">
      <h1 id="seller-orders-title" className="mb-4 font-bold text-2xl">
        Orders for my products
      </h1>
      {isPending ? (
        <Spinner label="Loading order lines" />
      ) : isError ? (
        <ErrorMessage>
          We couldn't load the orders.{' '}
          <button type="button" className="font-semibold underline" onClick={() => refetch()}>
            Try again
          </button>
        </ErrorMessage>
      ) : data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-neutral-200 bg-white px-6 py-14 text-center shadow-sm">
          <ClipboardList className="h-10 w-10 text-amber-600" aria-hidden="true" />
          <p className="font-semibold text-lg">No orders for your products yet.</p>
        </div>
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white shadow-sm">
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">Order lines of your products</caption>
              <thead className="border-neutral-200 border-b bg-neutral-50">
                <tr>
                  <th scope="col" className={th}>
                    Order
                  </th>
                  <th scope="col" className={th}>
                    Delivery day
                  </th>
                  <th scope="col" className={th}>
                    Slot
                  </th>
                  <th scope="col" className={th}>
                    Product
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Quantity
                  </th>
                  <th scope="col" className={th}>
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-100">
                {data.data.map((line) => (
                  <tr key={line.id}>
                    <td className="whitespace-nowrap px-3 py-2.5 font-medium">{line.order_number}</td>
                    <td className="whitespace-nowrap px-3 py-2.5">
                      {dayFormat.format(new Date(`${line.delivery_day}T00:00:00Z`))}
                    </td>
                    <td className="px-3 py-2.5">
                      {line.delivery_time ? humanize(line.delivery_time) : 'Same day'}
                    </td>
                    <td className="px-3 py-2.5">{line.product_name}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{line.quantity}</td>
                    <td className="px-3 py-2.5">{humanize(line.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-4">
            <Pagination
              currentPage={page}
              lastPage={data.last_page}
              label="Order line pages"
              hrefFor={(next) => `?page=${next}`}
            />
          </div>
        </>
      )}
    </section>
  );
}
