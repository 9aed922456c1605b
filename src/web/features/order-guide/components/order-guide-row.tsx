import { GripVertical } from 'lucide-react';
import { type HTMLAttributes, type KeyboardEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { poundsToPence } from '../../../../domain/money.ts';
import { showsStruckListPrice, unitPricePence } from '../../../../domain/pricing.ts';
import type { OrderGuideItem } from '../../../../domain/schemas/order-guide.ts';
import { CustomerPrice } from '../../../components/customer-price.tsx';
import { StockLevelNote } from '../../../components/product-facts.tsx';
import type { QuantityEntry } from '../hooks/use-guide-quantities.ts';
import { canOrderNow, historyText } from '../utils/guide-rows.ts';
import { stockText } from '../utils/stock-take.ts';
import { GuideRowOptions } from './guide-row-options.tsx';

type OrderGuideRowProps = {
  item: OrderGuideItem;
  entry: QuantityEntry;
  isMember: boolean;
  headings: readonly string[];
  canMoveUp: boolean;
  canMoveDown: boolean;
  onText(text: string): void;
  onAdd(): void;
  onMove(by: -1 | 1): void;
  onHeading(heading: string | null): void;
  onRemove(): void;
  /** Arrow keys in the quantity box: focus the box of the row above (-1) or below (+1). */
  onStep(by: -1 | 1): void;
  /** The row's drag and drop handlers (none while the guide is filtered). */
  dragProps: HTMLAttributes<HTMLLIElement> & { draggable?: boolean };
};

/** The keys that move a row: Alt with an arrow in the quantity box, an arrow alone on the handle. */
function moveOf(event: KeyboardEvent, needsAlt: boolean): -1 | 1 | null {
  if (needsAlt !== event.altKey) return null;
  if (event.key === 'ArrowUp') return -1;
  if (event.key === 'ArrowDown') return 1;
  return null;
}

/** One product of the guide: what it is, its price for this venue, its quantity box and its options. */
export function OrderGuideRow(props: OrderGuideRowProps) {
  const { item, entry, isMember } = props;
  const { product } = item;
  const id = useId();
  const prices = {
    listPence: poundsToPence(product.price),
    memberPence: poundsToPence(product.special_price),
  };
  const [optionsOpen, setOptionsOpen] = useState(false);
  const stock = stockText(item, new Date());

  function move(event: KeyboardEvent, needsAlt: boolean): boolean {
    const by = moveOf(event, needsAlt);
    if (by === null) return false;
    event.preventDefault();
    if (by === -1 ? props.canMoveUp : props.canMoveDown) props.onMove(by);
    return true;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (move(event, true)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      props.onAdd();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      props.onStep(event.key === 'ArrowDown' ? 1 : -1);
    }
  }

  const orderable = canOrderNow(item);
  const canMove = props.canMoveUp || props.canMoveDown;

  return (
    // A row out of sight is not laid out or painted until it nears the screen (content-visibility),
    // its height guessed until then and remembered after: the guide's rows were most of its first
    // layout on a phone (decision 0205).
    <li
      {...props.dragProps}
      data-guide-row={product.id}
      className="rounded-xl border border-neutral-200 bg-white p-3 shadow-sm [contain-intrinsic-size:auto_11rem] [content-visibility:auto] data-[dragging]:opacity-50 data-[drop-target]:border-amber-500 sm:p-4 sm:[contain-intrinsic-size:auto_7rem]"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 gap-2">
          <button
            type="button"
            data-move-handle={product.id}
            aria-label={`Move ${product.name}`}
            aria-describedby="guide-move-hint"
            aria-disabled={!canMove || undefined}
            onKeyDown={(event) => move(event, false)}
            className="-ml-1 inline-flex h-11 w-8 shrink-0 cursor-grab items-center justify-center rounded text-neutral-500 hover:text-black aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
          >
            <GripVertical className="h-5 w-5" aria-hidden="true" />
          </button>
          <div className="min-w-0 flex-1">
            <Link
              to={`/product/details/${product.slug}`}
              id={`${id}-name`}
              className="font-semibold text-neutral-900 hover:underline"
            >
              {product.name}
            </Link>
            <p className="mt-0.5 text-neutral-600 text-sm">
              {product.pack.label} · <span className="font-mono">{product.order_code}</span>
            </p>
            <p className="mt-0.5 text-neutral-600 text-xs">{historyText(item)}</p>
            {stock && <p className="mt-0.5 font-medium text-neutral-700 text-xs">{stock}</p>}
            {!item.archived && (
              <div className="mt-1">
                <StockLevelNote level={product.stock_level} />
              </div>
            )}
            {!orderable && (
              <p className="mt-2 text-sm">
                {item.archived && (
                  <span className="rounded bg-neutral-200 px-2 py-0.5 font-semibold text-neutral-800 text-xs">
                    No longer sold
                  </span>
                )}
                {item.replacement && (
                  <>
                    {' '}
                    Try{' '}
                    <Link
                      to={`/product/details/${item.replacement.slug}`}
                      className="font-medium text-amber-800 underline"
                    >
                      {item.replacement.name}
                    </Link>
                  </>
                )}
              </p>
            )}
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 sm:justify-end">
          <p className="font-bold text-neutral-900">
            <CustomerPrice
              payPence={unitPricePence(prices, isMember)}
              listPence={prices.listPence}
              struck={showsStruckListPrice(prices, isMember)}
              label="Price"
            />
          </p>
          {!orderable ? (
            <p className="text-neutral-600 text-sm">Cannot be ordered</p>
          ) : (
            <div className="flex items-center gap-2">
              <label htmlFor={`${id}-quantity`} className="sr-only">
                Quantity of {product.name}
              </label>
              <input
                id={`${id}-quantity`}
                data-guide-quantity=""
                inputMode="numeric"
                autoComplete="off"
                value={entry.text}
                onChange={(event) => props.onText(event.target.value)}
                onKeyDown={onKeyDown}
                aria-invalid={entry.error ? true : undefined}
                aria-describedby={entry.error ? `${id}-error` : undefined}
                placeholder="Qty"
                className="h-11 w-20 rounded-lg border border-neutral-300 bg-white px-3 text-center text-base aria-[invalid]:border-red-600"
              />
              <button
                type="button"
                onClick={props.onAdd}
                aria-describedby={`${id}-name`}
                className="h-11 rounded-lg bg-black px-4 font-semibold text-sm text-white hover:bg-neutral-800"
              >
                Add
              </button>
            </div>
          )}
        </div>
      </div>
      {entry.error && (
        <p id={`${id}-error`} className="mt-2 text-red-700 text-sm">
          {entry.error}
        </p>
      )}
      {/* Its content is drawn only once opened: 20 rows' worth of hidden buttons, forms and
          heading lists were a third of the guide's first render, on a phone CPU. */}
      <details className="mt-2" onToggle={(event) => setOptionsOpen(event.currentTarget.open)}>
        <summary className="inline-block cursor-pointer rounded py-1 text-neutral-600 text-sm hover:text-black">
          Options<span className="sr-only"> for {product.name}</span>
        </summary>
        {optionsOpen && (
          <GuideRowOptions
            item={item}
            id={id}
            headings={props.headings}
            canMoveUp={props.canMoveUp}
            canMoveDown={props.canMoveDown}
            onMove={props.onMove}
            onHeading={props.onHeading}
            onRemove={props.onRemove}
          />
        )}
      </details>
    </li>
  );
}
