import { Repeat } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListStates } from '../../../components/list-states.tsx';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useChangeStandingOrders, useStandingOrders } from '../../../session/api/standing-orders.ts';
import { useSavedCard } from '../api/saved-card.ts';
import { SavedCardPanel } from './saved-card-panel.tsx';
import type { StandingOrderAction } from './standing-order-action.ts';
import { StandingOrderCard } from './standing-order-card.tsx';

export const NO_STANDING_ORDERS_TEXT = 'You have no standing orders yet.';
export const STANDING_ORDERS_LOAD_ERROR_TEXT = "Sorry, we couldn't load your standing orders.";

const NO_STANDING_ORDERS = {
  icon: Repeat,
  title: NO_STANDING_ORDERS_TEXT,
  hint: "Fill your basket, then choose 'Make this a standing order' to have it delivered every week.",
  linkLabel: 'Browse products',
};

/**
 * /standing-orders: the venue's standing orders, each with its coming deliveries to skip or change,
 * and Pause, Resume and Delete. Each delivery is ordered two hours before its cut-off.
 */
export function StandingOrdersPage() {
  useDocumentTitle('Standing orders');
  const { standingOrders, isLoading, isError, isRetrying, retry, userId } = useStandingOrders();
  const change = useChangeStandingOrders(userId);
  // Back from the card provider's page that saved a card (decision 0195).
  const [search, setSearch] = useSearchParams();
  const waitingForCard = search.get('card') === 'saved';
  const savedCard = useSavedCard(userId, waitingForCard).data;
  const cardSaved = savedCard?.can_save ? savedCard.card !== null : null;
  // Once the card has arrived the page stops waiting for it, so removing it later reads as no card
  // rather than as a card still being saved.
  useEffect(() => {
    if (waitingForCard && cardSaved) setSearch({}, { replace: true });
  }, [waitingForCard, cardSaved, setSearch]);

  function act(id: number, action: StandingOrderAction) {
    const request =
      action.kind === 'quantities'
        ? { kind: action.kind, id, date: action.date, body: { lines: action.lines } }
        : action.kind === 'skip' || action.kind === 'unskip'
          ? { kind: action.kind, id, date: action.date }
          : { kind: action.kind, id };
    change.mutate(request, {
      onError: (error) => toast.error(refusalMessage(error)),
    });
  }

  return (
    <section aria-labelledby="standing-orders-heading" className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1
          id="standing-orders-heading"
          tabIndex={-1}
          className="font-bold text-2xl tracking-tight focus:outline-none sm:text-3xl"
        >
          Standing orders
        </h1>
        <Link to="/cart" className="font-medium text-amber-800 text-sm underline">
          Go to basket
        </Link>
      </div>
      <p className="mt-1 text-neutral-600 text-sm">
        Each delivery is ordered for you two hours before its cut-off, at that day's prices, and mailed to you
        with its order number.
      </p>
      {userId > 0 && <SavedCardPanel userId={userId} waitingForCard={waitingForCard} />}
      <div className="mt-6">
        <ListStates
          isLoading={isLoading}
          loadingLabel="Loading your standing orders"
          isError={isError}
          errorText={STANDING_ORDERS_LOAD_ERROR_TEXT}
          onRetry={retry}
          retrying={isRetrying}
          isEmpty={standingOrders.length === 0}
          empty={NO_STANDING_ORDERS}
        >
          <ul className="flex flex-col gap-4">
            {standingOrders.map((order) => (
              <StandingOrderCard
                key={order.id}
                order={order}
                userId={userId}
                cardSaved={cardSaved}
                busy={change.isPending}
                onAction={(action) => act(order.id, action)}
              />
            ))}
          </ul>
        </ListStates>
      </div>
    </section>
  );
}
