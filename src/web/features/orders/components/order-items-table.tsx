import { formatPence, poundsToPence } from '../../../../domain/money.ts';
import type { Order } from '../../../../domain/schemas/order.ts';
import { customerShortLineNote } from '../../../../domain/stock.ts';
import { storedVatByRate, vatFigures } from '../../../../domain/vat.ts';

type ItemsOrder = Pick<Order, 'order_items' | 'sub_total' | 'tax' | 'total'>;

const money = (pounds: number) => formatPence(poundsToPence(pounds));

/**
 * The order's lines with its figures. The subtotal, VAT and total are the order's own, as the
 * server priced them; only each line's total is worked out here, in pence.
 */
export function OrderItemsTable({ order }: { order: ItemsOrder }) {
  const taxPence = poundsToPence(order.tax);
  // At one rate the order's own VAT; at several, each rate's VAT as it was worked out when placed.
  const rates = storedVatByRate(
    order.order_items.map((item) => ({
      vatRatePercent: item.vat_rate,
      lineTotalPence: poundsToPence(item.price) * item.quantity,
    })),
    taxPence,
  );
  return (
    // On phones the unit price moves under the product name, so three columns fit at 320 px.
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Items in this order</caption>
        <thead>
          <tr className="border-neutral-200 border-b text-left text-neutral-600">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Product
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="hidden px-3 py-2 text-right font-semibold sm:table-cell">
              Unit price
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              Line total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {order.order_items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className="py-3 pr-3 text-left font-medium text-neutral-900">
                {item.title}
                <span className="block font-normal text-neutral-500 text-xs tabular-nums sm:hidden">
                  {money(item.price)} each
                </span>
                {item.note && (
                  <span className="mt-1 block break-words font-normal text-neutral-700 text-xs">
                    Note: {item.note}
                  </span>
                )}
                {item.substitution ? (
                  <span className="mt-1 block font-normal text-emerald-800 text-xs">
                    {item.substitution.text}
                  </span>
                ) : (
                  item.units_short !== undefined &&
                  item.units_short > 0 && (
                    <span className="mt-1 block font-normal text-amber-800 text-xs">
                      <span aria-hidden="true">⚠ </span>
                      {customerShortLineNote(item.quantity, item.units_short)}
                    </span>
                  )
                )}
              </th>
              <td className="px-3 py-3 text-right tabular-nums">{item.quantity}</td>
              <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">{money(item.price)}</td>
              <td className="py-3 pl-3 text-right tabular-nums">
                {formatPence(poundsToPence(item.price) * item.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-neutral-200 border-t">
          <FigureRow label="Subtotal" value={money(order.sub_total)} />
          <FigureRow label="Shipping" value="Included" />
          {vatFigures(rates, taxPence).map((figure) => (
            <FigureRow key={figure.label} label={figure.label} value={formatPence(figure.vatPence)} />
          ))}
          <FigureRow label="Total" value={money(order.total)} strong />
        </tfoot>
      </table>
    </div>
  );
}

function FigureRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'border-neutral-200 border-t text-base' : undefined}>
      <th
        scope="row"
        colSpan={2}
        className={`py-2 pr-3 text-right ${strong ? 'font-bold' : 'font-medium text-neutral-600'}`}
      >
        {label}
      </th>
      {/* Keeps the figure under 'Line total' where the unit price column shows. */}
      <td className="hidden sm:table-cell" />
      <td className={`py-2 pl-3 text-right tabular-nums ${strong ? 'font-bold' : ''}`}>{value}</td>
    </tr>
  );
}
