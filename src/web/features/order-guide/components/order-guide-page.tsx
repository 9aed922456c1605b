import { ClipboardList, ListChecks, ShoppingBasket } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isFreeFrom } from '../../../../domain/allergens.ts';
import { groupByHeading } from '../../../../domain/order-guide.ts';
import type { OrderGuideItem } from '../../../../domain/schemas/order-guide.ts';
import { FreeFromFilter, freeFromParam } from '../../../components/free-from-filter.tsx';
import { StandingOrderButton } from '../../../components/standing-order-button.tsx';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useChangeOrderGuide, useOrderGuide } from '../../../session/api/order-guide.ts';
import { useIsMember } from '../../../session/use-is-member.ts';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { useGuideDrag } from '../hooks/use-guide-drag.ts';
import { useGuideQuantities } from '../hooks/use-guide-quantities.ts';
import { useRowsInSlices } from '../hooks/use-rows-in-slices.ts';
import {
  canOrderNow,
  droppedOrder,
  firstRows,
  movableRows,
  movedOrder,
  movedText,
  rowMatches,
  standingOrderLines,
} from '../utils/guide-rows.ts';
import { countableRows } from '../utils/stock-take.ts';
import { AddedToBasketNotice, addedText } from './added-to-basket-notice.tsx';
import { GuideHeadings } from './guide-headings.tsx';
import { GuideStates } from './guide-states.tsx';
import { OrderGuideRow } from './order-guide-row.tsx';

// The dialog's code (Radix's dialog, the form's fields: eight files) is not needed to draw the guide:
// fetched once the guide has rows, its button shown meanwhile, disabled until it can open (decision 0196).
const MakeStandingOrderDialog = lazy(async () => ({
  default: (await import('../../../components/make-standing-order-dialog.tsx')).MakeStandingOrderDialog,
}));

export const EMPTY_GUIDE_TEXT = 'Your order guide is empty.';
export const GUIDE_STANDING_ORDER_LABEL = 'Make a standing order';

/** What the page shows with nothing to list. */
const EMPTY_GUIDE = {
  icon: ListChecks,
  title: EMPTY_GUIDE_TEXT,
  hint: 'Products you order show here, most often first. You can also add any product from its page.',
  linkLabel: 'Browse products',
};
export const NOTHING_FREE_FROM_TEXT =
  'Nothing on your guide is declared free from all the allergens you chose.';

/**
 * /order-guide: the venue's usual products, built from its orders and its own changes. Keyboard
 * first: type to filter, arrow down to the quantities, Enter adds a row, 'Add all' adds every row
 * with a quantity.
 */
export function OrderGuidePage() {
  useDocumentTitle('Order guide');
  const loading = useOrderGuide();
  // The guide as it arrives is drawn in a background render, in slices the browser interleaves with
  // other work, not in one long task (20 rows took half a second on a slowed phone CPU: the page's
  // total blocking time); the spinner stays meanwhile. Later changes show at once.
  const drawn = useDeferredValue(loading.isLoading ? undefined : loading.items);
  const guide = { ...loading, isLoading: loading.isLoading || drawn === undefined };
  const { items, userId } = guide;
  const change = useChangeOrderGuide(userId);
  const isMember = useIsMember();
  const addQuantities = useBasketStore((state) => state.addQuantities);
  const quantities = useGuideQuantities();
  const [filter, setFilter] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const addedLink = useRef<HTMLAnchorElement>(null);
  const filterBox = useRef<HTMLInputElement>(null);

  const [params] = useSearchParams();
  const freeFrom = freeFromParam(params);
  const [announcement, setAnnouncement] = useState('');
  // The handle of the row just moved by keyboard: moving the row's element can lose its focus.
  const [refocus, setRefocus] = useState<number | null>(null);

  const shown = items.filter(
    (item) => rowMatches(item, filter) && isFreeFrom(item.product.allergens, freeFrom),
  );
  const rowLimit = useRowsInSlices(drawn?.length);
  const sections = firstRows(groupByHeading(shown), rowLimit);
  const headings = [...new Set(items.flatMap((item) => (item.heading ? [item.heading] : [])))];
  // Rows move only while the whole guide shows: a filtered list has gaps to move across.
  const canReorder = filter === '' && freeFrom.length === 0;
  const movable = movableRows(items);

  const mutate = (...args: Parameters<typeof change.mutate>) =>
    change.mutate(args[0], { onError: () => toast.error(SOMETHING_WENT_WRONG) });

  useEffect(() => {
    if (refocus === null) return;
    list.current?.querySelector<HTMLElement>(`[data-move-handle="${refocus}"]`)?.focus();
    setRefocus(null);
  });

  function moveBy(productId: number, by: -1 | 1) {
    const productIds = movedOrder(items, productId, by);
    if (!productIds) return;
    const byId = new Map(items.map((item) => [item.product.id, item]));
    setAnnouncement(
      movedText(
        productIds.flatMap((id) => byId.get(id) ?? []),
        productId,
      ),
    );
    if (document.activeElement?.hasAttribute('data-move-handle')) setRefocus(productId);
    mutate({ kind: 'order', productIds });
  }

  const dragProps = useGuideDrag((draggedId, targetId) => {
    const dropped = droppedOrder(items, draggedId, targetId);
    if (!dropped) return;
    const moved = items.find((item) => item.product.id === draggedId);
    if (moved && moved.heading !== dropped.heading) {
      mutate({ kind: 'heading', productId: draggedId, heading: dropped.heading });
    }
    const byId = new Map(items.map((item) => [item.product.id, item]));
    const after = dropped.productIds.flatMap((id) => {
      const item = byId.get(id);
      return item ? [item.product.id === draggedId ? { ...item, heading: dropped.heading } : item] : [];
    });
    setAnnouncement(movedText(after, draggedId));
    mutate({ kind: 'order', productIds: dropped.productIds });
  });

  function focusQuantity(from: HTMLElement | null, by: -1 | 1 | 'first') {
    const boxes = [...(list.current?.querySelectorAll<HTMLInputElement>('[data-guide-quantity]') ?? [])];
    if (by === 'first') return boxes[0]?.focus();
    const at = from ? boxes.indexOf(from as HTMLInputElement) : -1;
    // Up from the first box goes back to the filter, and from there Tab reaches 'Add all'.
    if (at + by < 0) return filterBox.current?.focus();
    boxes[at + by]?.focus();
  }

  function add(rows: readonly OrderGuideItem[]) {
    const additions = [];
    let refused = false;
    for (const item of rows) {
      const quantity = quantities.take(item.product.id);
      if (quantity === null) {
        if (quantities.entryOf(item.product.id).text.trim() !== '') refused = true;
        continue;
      }
      additions.push({ product: item.product, quantity });
    }
    if (refused) return;
    const count = addQuantities(additions);
    if (count === 0) return;
    quantities.clear(additions.map((addition) => addition.product.id));
    setAdded(addedText(count));
  }

  function addAll() {
    const filled = new Set(quantities.filled());
    add(items.filter((item) => filled.has(item.product.id) && canOrderNow(item)));
    queueMicrotask(() => addedLink.current?.focus());
  }

  function onFilterKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter') {
      event.preventDefault();
      focusQuantity(null, 'first');
    }
  }

  const filledCount = quantities.filled().length;
  // The rows with a quantity typed, or every row: what 'Make a standing order' would hold.
  const standing = standingOrderLines(items, (productId) => quantities.entryOf(productId).text);
  const standingLabel = standing.fromTyped
    ? `${GUIDE_STANDING_ORDER_LABEL} of these (${standing.lines.length})`
    : GUIDE_STANDING_ORDER_LABEL;
  const nothingToCount = !guide.isLoading && !guide.isError && countableRows(items).length === 0;

  return (
    <section aria-labelledby="order-guide-heading" className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1
            id="order-guide-heading"
            tabIndex={-1}
            className="font-bold text-2xl tracking-tight focus:outline-none sm:text-3xl"
          >
            Order guide
          </h1>
          <p className="mt-1 text-neutral-600 text-sm">
            What you ordered in the last 12 weeks, most often first, and what you added.
          </p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          {/* Only what is still sold is counted: with nothing of that on the guide there is no stock
              take. Shown while the guide loads, so a guide with products does not shift as it arrives. */}
          {!nothingToCount && (
            <Link
              to="/order-guide/stock-take"
              className="inline-flex h-11 items-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 font-semibold text-neutral-900 text-sm hover:bg-neutral-50"
            >
              <ClipboardList className="h-4 w-4" aria-hidden="true" />
              Stock take
            </Link>
          )}
          <Link to="/quick-order" className="font-medium text-amber-800 text-sm underline">
            Quick order: type or paste a list
          </Link>
          {standing.lines.length > 0 && (
            <Suspense fallback={<StandingOrderButton label={standingLabel} disabled />}>
              <MakeStandingOrderDialog lines={standing.lines} userId={userId} label={standingLabel} />
            </Suspense>
          )}
        </div>
      </div>

      <div className="mt-6">
        <GuideStates guide={guide} isEmpty={items.length === 0} empty={EMPTY_GUIDE}>
          <div className="sticky top-[var(--header-height,0px)] z-10 -mx-4 flex items-end gap-3 border-neutral-200 border-b bg-neutral-50 px-4 py-3">
            <div className="flex min-w-0 flex-1 flex-col">
              <label htmlFor="guide-filter" className="font-medium text-neutral-800 text-sm">
                Filter your guide
              </label>
              <input
                id="guide-filter"
                ref={filterBox}
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                onKeyDown={onFilterKeyDown}
                aria-describedby="guide-filter-hint"
                autoComplete="off"
                className="mt-1 h-11 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 text-base"
              />
              <p id="guide-filter-hint" className="sr-only">
                Press the down arrow to go to the quantities, and up from the first one to come back here;
                Enter in a quantity adds that product; Alt with the up or down arrow moves its row.
              </p>
              <p id="guide-move-hint" className="sr-only">
                Up and down arrows move this product within its heading.
              </p>
            </div>
            <button
              type="button"
              onClick={addAll}
              disabled={filledCount === 0}
              className="inline-flex h-11 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-amber-500 px-4 font-semibold text-black hover:bg-amber-400 disabled:cursor-not-allowed disabled:opacity-50 sm:px-5"
            >
              <ShoppingBasket className="h-4 w-4" aria-hidden="true" />
              Add all{filledCount > 0 ? ` (${filledCount})` : ''}
            </button>
          </div>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 sm:items-start">
            <FreeFromFilter />
            <GuideHeadings
              headings={headings}
              onRename={(from, to) => mutate({ kind: 'rename-heading', from, to })}
            />
          </div>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
          <AddedToBasketNotice text={added} linkRef={addedLink} className="mt-3" />
          <div ref={list} className="mt-2 flex flex-col gap-6">
            {shown.length === 0 && (
              <p className="rounded-lg border border-neutral-200 bg-white px-4 py-6 text-neutral-700">
                {filter !== '' ? `Nothing on your guide matches “${filter}”.` : NOTHING_FREE_FROM_TEXT}
              </p>
            )}
            {sections.map((section) => (
              <section key={section.heading ?? ''} aria-label={section.heading ?? 'Usual products'}>
                {section.heading && (
                  <h2 className="mb-2 font-semibold text-lg text-neutral-900">{section.heading}</h2>
                )}
                <ul className="flex flex-col gap-2">
                  {section.items.map((item) => (
                    <OrderGuideRow
                      key={item.product.id}
                      item={item}
                      entry={quantities.entryOf(item.product.id)}
                      isMember={isMember}
                      headings={headings}
                      canMoveUp={canReorder && movable.get(item.product.id)?.up === true}
                      canMoveDown={canReorder && movable.get(item.product.id)?.down === true}
                      dragProps={dragProps(item.product.id, canReorder)}
                      onText={(text) => quantities.setText(item.product.id, text)}
                      onAdd={() => add([item])}
                      onMove={(by) => moveBy(item.product.id, by)}
                      onHeading={(heading) =>
                        mutate({ kind: 'heading', productId: item.product.id, heading })
                      }
                      onRemove={() => mutate({ kind: 'remove', productId: item.product.id })}
                      onStep={(by) => focusQuantity(document.activeElement as HTMLElement | null, by)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </GuideStates>
      </div>
    </section>
  );
}
