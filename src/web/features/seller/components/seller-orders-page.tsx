import { ClipboardList } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { runSlotLabel, runSlotOf } from '../../../../domain/delivery-runs.ts';
import { humanize } from '../../../../domain/text.ts';
import { type Column, DataTable } from '../../../components/back-office/data-table.tsx';
import { ListStates, PagedListEmpty, standingOf } from '../../../components/back-office/list-states.tsx';
import { PageHeader } from '../../../components/back-office/page-header.tsx';
import { Pagination, pageFromParam } from '../../../components/pagination.tsx';
import { formatDayWithYear } from '../../../lib/back-office-format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSellerOrderLines } from '../api/seller-orders.ts';

const COLUMNS: readonly Column[] = [
  { label: 'Order' },
  { label: 'Delivery day' },
  { label: 'Slot' },
  { label: 'Product' },
  { label: 'Quantity', numeric: true },
  { label: 'Status' },
];

/** /seller/orders: every order line of the seller's products, the latest delivery day first. */
export function SellerOrdersPage() {
  useDocumentTitle('Orders for my products · Seller area');
  const [params] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const { data, isPending, isError, refetch } = useSellerOrderLines(page);

  return (
    <section aria-labelledby="seller-orders-title">
      <PageHeader id="seller-orders-title" title="Orders for my products" />
      <ListStates
        data={data}
        isPending={isPending}
        failed={isError}
        onRetry={refetch}
        loadingLabel="Loading order lines"
        errorText="We couldn't load the orders."
        isEmpty={(lines) => lines.data.length === 0}
        empty={
          <PagedListEmpty
            icon={ClipboardList}
            large
            standing={standingOf(data)}
            hrefFor={(next) => `?page=${next}`}
          >
            No orders for your products yet.
          </PagedListEmpty>
        }
      >
        {(lines) => (
          <>
            <DataTable
              caption="Order lines of your products"
              columns={COLUMNS}
              minWidth="min-w-[40rem]"
              look="caps"
            >
              {lines.data.map((line) => (
                <tr key={line.id}>
                  <td className="whitespace-nowrap px-3 py-2.5 font-medium">{line.order_number}</td>
                  <td className="whitespace-nowrap px-3 py-2.5">{formatDayWithYear(line.delivery_day)}</td>
                  <td className="px-3 py-2.5">{runSlotLabel(runSlotOf(line.delivery_time))}</td>
                  <td className="px-3 py-2.5">{line.product_name}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{line.quantity}</td>
                  <td className="px-3 py-2.5">{humanize(line.status)}</td>
                </tr>
              ))}
            </DataTable>
            <div className="mt-4">
              <Pagination
                currentPage={page}
                lastPage={lines.last_page}
                label="Order line pages"
                hrefFor={(next) => `?page=${next}`}
              />
            </div>
          </>
        )}
      </ListStates>
    </section>
  );
}
