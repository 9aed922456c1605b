import { useCallback, useState } from 'react';
import type { DeliverySlot } from '../../../../domain/delivery.ts';
import { formatPence, poundsToPence } from '../../../../domain/money.ts';
import { payDifferenceLabel } from '../../../../domain/order-amendment.ts';
import type { Order } from '../../../../domain/schemas/order.ts';
import type { AmendOrderResponse } from '../../../../domain/schemas/order-amendment.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { paymentPage, useOnReturnFromHistory } from '../../../lib/payment-page.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { toast } from '../../../lib/toast.ts';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { useAmendOrder } from '../api/amend-order.ts';
import { useDeliveryDaysForChange } from '../api/get-delivery-days.ts';
import { ACTION_PLAIN, ACTION_PRIMARY } from './action-styles.ts';
import { AmendProductSearch } from './amend-product-search.tsx';

/** A line as the customer edits it: the product, its name, and the quantity typed (text while typing). */
type EditedLine = { productId: number; title: string; quantity: string };

export const ORDER_CHANGED = 'Your order has been changed.';
/** While the browser leaves for the page to pay a change's difference (decision 0189). */
export const TAKING_YOU_TO_PAY = 'Taking you to the payment page…';
const QUANTITY_INVALID = 'Please give each line a whole number of at least 1, or remove it.';

function startingLines(order: Order): EditedLine[] {
  return order.order_items.flatMap((item) =>
    item.product_id === null
      ? []
      : [{ productId: item.product_id, title: item.title, quantity: String(item.quantity) }],
  );
}

function differenceText(review: AmendOrderResponse): string {
  const pence = poundsToPence(review.difference);
  if (pence === 0) return 'The total is unchanged.';
  return pence > 0 ? `${formatPence(pence)} more than before.` : `${formatPence(-pence)} less than before.`;
}

/**
 * Changing a placed order until its cut-off (docs/delivery-promises.md §5): quantities, removing
 * lines, adding products from the catalogue or the basket, another day and slot. "Review changes" asks the server for
 * the new figures without changing anything; "Confirm changes" makes the change.
 */
export function AmendOrderEditor({
  order,
  userId,
  onClose,
}: {
  order: Order;
  userId: number;
  onClose(): void;
}) {
  const [lines, setLines] = useState<EditedLine[]>(() => startingLines(order));
  const [day, setDay] = useState(order.shipping_info.deliveryDay);
  const [slot, setSlot] = useState(order.shipping_info.deliveryTime ?? '');
  const [review, setReview] = useState<AmendOrderResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** On the way to the page to pay the difference: the button stays busy until the browser leaves. */
  const [leaving, setLeaving] = useState(false);
  useOnReturnFromHistory(useCallback(() => setLeaving(false), []));
  const basket = useBasketStore((state) => state.lines);
  const days = useDeliveryDaysForChange(true);
  const amend = useAmendOrder(userId, order.order_id);
  const slotsOfDay = days.data?.find((offer) => offer.date === day)?.slots ?? [];
  const addable = basket.filter((line) => !lines.some((kept) => kept.productId === line.id));

  const edit = (next: EditedLine[]) => {
    setLines(next);
    setReview(null);
  };
  const body = () => {
    const quantities = lines.map((line) => Number(line.quantity));
    if (quantities.some((quantity) => !Number.isInteger(quantity) || quantity < 1)) return null;
    const moved =
      day !== order.shipping_info.deliveryDay || slot !== (order.shipping_info.deliveryTime ?? '');
    return {
      order_items: lines.map((line, index) => ({ id: line.productId, quantity: quantities[index] ?? 0 })),
      ...(moved ? { delivery_day: day, ...(slot ? { delivery_time: slot as DeliverySlot } : {}) } : {}),
    };
  };
  const send = (preview: boolean) => {
    const request = body();
    if (!request) {
      setProblem(QUANTITY_INVALID);
      return;
    }
    setProblem(null);
    amend.mutate(
      { ...request, preview },
      {
        onSuccess: (answer) => {
          if (answer.preview) {
            setReview(answer);
            return;
          }
          // A paid card order costing more: the change is made once the difference is paid there.
          if (answer.payment_url) {
            setLeaving(true);
            paymentPage.go(answer.payment_url);
            return;
          }
          toast.success(ORDER_CHANGED);
          onClose();
        },
        onError: (error) => {
          setReview(null);
          setProblem(error instanceof ApiRequestError ? error.message : SOMETHING_WENT_WRONG);
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="amend-heading"
      className="rounded-2xl border border-amber-300 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="amend-heading" className="font-semibold text-lg">
        Change order {order.order_id}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-3 text-neutral-700 text-sm">
          No lines left. Add a product, or cancel the order instead.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-neutral-100" aria-label="Lines of the changed order">
          {lines.map((line, index) => {
            const inputId = `amend-quantity-${line.productId}`;
            return (
              <li key={line.productId} className="flex flex-wrap items-center gap-3 py-2">
                <label htmlFor={inputId} className="min-w-0 flex-1 text-sm">
                  {line.title}
                </label>
                <input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={line.quantity}
                  onChange={(event) =>
                    edit(
                      lines.map((kept, at) =>
                        at === index ? { ...kept, quantity: event.target.value } : kept,
                      ),
                    )
                  }
                  className="w-20 rounded-lg border border-neutral-300 px-2 py-1.5 text-right text-sm"
                />
                <button
                  type="button"
                  className={ACTION_PLAIN}
                  aria-label={`Remove ${line.title}`}
                  onClick={() => edit(lines.filter((_, at) => at !== index))}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <AmendProductSearch
        excludedIds={lines.map((line) => line.productId)}
        onAdd={(product) => edit([...lines, { productId: product.id, title: product.name, quantity: '1' }])}
      />

      {addable.length > 0 && (
        <div className="mt-4">
          <h3 className="font-medium text-neutral-900 text-sm">Add from your basket</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {addable.map((line) => (
              <li key={line.id} className="max-w-full">
                <button
                  type="button"
                  // A product's whole name wraps on a phone rather than running off the card.
                  className={`${ACTION_PLAIN} whitespace-normal! text-left`}
                  onClick={() =>
                    edit([
                      ...lines,
                      { productId: line.id, title: line.name, quantity: String(line.quantity) },
                    ])
                  }
                >
                  Add {line.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <label className="text-sm">
          <span className="block font-medium text-neutral-800">Delivery day</span>
          <select
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setSlot('');
              setReview(null);
            }}
            className="mt-1 w-full rounded-lg border border-neutral-300 px-2 py-2"
          >
            {!days.data?.some((offer) => offer.date === order.shipping_info.deliveryDay) && (
              <option value={order.shipping_info.deliveryDay}>
                {order.shipping_info.deliveryDay} (as ordered)
              </option>
            )}
            {days.data?.map((offer) => (
              <option key={offer.date} value={offer.date} disabled={!offer.available}>
                {offer.name} {offer.date_label}
                {offer.unavailable_reason ? ' (closed)' : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block font-medium text-neutral-800">Delivery time</span>
          <select
            value={slot}
            onChange={(event) => {
              setSlot(event.target.value);
              setReview(null);
            }}
            className="mt-1 w-full rounded-lg border border-neutral-300 px-2 py-2"
          >
            <option value="">Please choose a delivery time</option>
            {slotsOfDay.map((offer) => (
              <option
                key={offer.value}
                value={offer.value}
                disabled={
                  offer.unavailable_reason !== null && offer.value !== order.shipping_info.deliveryTime
                }
              >
                {offer.label}
                {offer.availability === 'full'
                  ? ' (full)'
                  : offer.availability === 'nearly_full'
                    ? ' (nearly full)'
                    : ''}
              </option>
            ))}
          </select>
        </label>
      </div>
      {days.isError && (
        <p className="mt-2 text-neutral-600 text-sm">
          We couldn't load the other delivery days. You can still change the lines.
        </p>
      )}

      {problem && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm"
        >
          {problem}
        </p>
      )}
      {review && (
        <div
          role="status"
          className="mt-4 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm"
        >
          <p className="font-semibold">
            New total {formatPence(poundsToPence(review.total))} (was{' '}
            {formatPence(poundsToPence(review.previous_total))})
          </p>
          <p>{differenceText(review)}</p>
          <p>{review.settlement}</p>
        </div>
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        {review ? (
          <button
            type="button"
            className={ACTION_PRIMARY}
            disabled={amend.isPending || leaving}
            onClick={() => send(false)}
          >
            {amend.isPending || leaving
              ? review.pay > 0
                ? TAKING_YOU_TO_PAY
                : 'Saving…'
              : review.pay > 0
                ? payDifferenceLabel(poundsToPence(review.pay))
                : 'Confirm changes'}
          </button>
        ) : (
          <button
            type="button"
            className={ACTION_PRIMARY}
            disabled={amend.isPending || lines.length === 0}
            onClick={() => send(true)}
          >
            {amend.isPending ? 'Working out…' : 'Review changes'}
          </button>
        )}
        <button type="button" className={ACTION_PLAIN} onClick={onClose}>
          Keep the order as it is
        </button>
      </div>
    </section>
  );
}
