import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import type { SavedCard } from '../../../../domain/schemas/standing-orders.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { refusalMessage } from '../../../lib/refusal-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemoveCard, useSaveCard, useSavedCard } from '../api/saved-card.ts';

export const NO_SAVED_CARD_TEXT =
  'No card is saved for your standing orders: card deliveries are placed awaiting payment, for you to pay from your orders.';

/** "Visa •••• 4242, expires 12/2030". */
export function savedCardText(card: SavedCard): string {
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}

/**
 * The card the venue's card standing orders are charged to when each delivery is placed: shown as
 * brand, last 4 digits and expiry, with Replace and Remove; or, with none, Save a card. Saving goes
 * to the card provider's page and back.
 */
export function SavedCardPanel({ userId, waitingForCard }: { userId: number; waitingForCard: boolean }) {
  const saved = useSavedCard(userId, waitingForCard);
  const save = useSaveCard();
  const remove = useRemoveCard(userId);
  const [confirming, setConfirming] = useState(false);
  const answer = saved.data;
  if (!answer?.can_save) return null;
  const card = answer.card;
  const waiting = waitingForCard && !card;

  function goToProvider() {
    save.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(refusalMessage(error)),
    });
  }

  return (
    <section
      aria-labelledby="saved-card-heading"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-neutral-500" />
        <div>
          <h2 id="saved-card-heading" className="font-semibold text-neutral-900">
            Card for standing orders
          </h2>
          <p className="text-neutral-700 text-sm" role="status">
            {card
              ? `${savedCardText(card)}. Each card delivery is charged to it when its order is placed.`
              : waiting
                ? 'Saving your card…'
                : NO_SAVED_CARD_TEXT}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={goToProvider}
          disabled={save.isPending || waiting}
          className="rounded-lg bg-neutral-900 px-3 py-2 font-medium text-sm text-white hover:bg-neutral-700 disabled:opacity-60"
        >
          {card ? 'Replace card' : 'Save a card'}
        </button>
        {card && (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={remove.isPending}
            className="rounded-lg border border-neutral-300 px-3 py-2 font-medium text-neutral-800 text-sm hover:bg-neutral-50 disabled:opacity-60"
          >
            Remove card
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the saved card?"
        description="Card deliveries will then be placed awaiting payment, for you to pay from your orders."
        confirmLabel="Remove card"
        tone="danger"
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast.success('The card was removed.'),
            onError: (error) => toast.error(refusalMessage(error)),
          })
        }
      />
    </section>
  );
}
