import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOrderGuide } from '../../../session/api/order-guide.ts';
import { useSaveStock } from '../api/stock.ts';
import { countableRows, firstToCount } from '../utils/stock-take.ts';
import { GuideStates } from './guide-states.tsx';
import { ProposalReview } from './proposal-review.tsx';
import { type StepChange, StockTakeStep } from './stock-take-step.tsx';

export const NOTHING_TO_COUNT_TEXT = 'Nothing to count yet.';

/** What the page shows with nothing to list. */
const NOTHING_TO_COUNT = {
  icon: ClipboardList,
  title: NOTHING_TO_COUNT_TEXT,
  hint: 'Products you order, or add to your order guide, are counted here.',
  linkLabel: 'Browse products',
};

/**
 * /order-guide/stock-take: walks the guide one product at a time, its par and today's count on big
 * number keys, each saved as the venue goes on (a reload starts at the first product not yet
 * counted today), then shows the order the count proposes before it goes into the basket.
 */
export function StockTakePage() {
  useDocumentTitle('Stock take');
  const guide = useOrderGuide();
  const { items, userId } = guide;
  const save = useSaveStock(userId);
  const rows = countableRows(items);
  const [step, setStep] = useState<number | 'review' | null>(null);
  const now = new Date();
  const current = step ?? firstToCount(rows, now);
  const at = current === 'review' || current >= rows.length ? 'review' : current;
  const item = at === 'review' ? undefined : rows[at];

  function goOn(from: number) {
    setStep(from + 1 >= rows.length ? 'review' : from + 1);
  }

  /** Saves a step's change, if it made one, then moves: the venue's typing is kept either way it goes. */
  function saveThen(productId: number, change: StepChange, move: () => void) {
    if (change.par_units === undefined && change.counted_units === undefined) return move();
    save.mutate(
      { productId, ...change },
      { onSuccess: move, onError: () => toast.error(SOMETHING_WENT_WRONG) },
    );
  }

  return (
    <section aria-labelledby="stock-take-heading" className="mx-auto max-w-xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1
          id="stock-take-heading"
          tabIndex={-1}
          className="font-bold text-2xl tracking-tight focus:outline-none sm:text-3xl"
        >
          Stock take
        </h1>
        <Link to="/order-guide" className="font-medium text-amber-800 text-sm underline">
          Back to the order guide
        </Link>
      </div>
      <div className="mt-5">
        <GuideStates guide={guide} isEmpty={rows.length === 0} empty={NOTHING_TO_COUNT}>
          {item && at !== 'review' ? (
            <StockTakeStep
              key={item.product.id}
              item={item}
              position={at + 1}
              total={rows.length}
              now={now}
              isSaving={save.isPending}
              onBack={(change) => saveThen(item.product.id, change, () => setStep(Math.max(0, at - 1)))}
              onNext={(change) => saveThen(item.product.id, change, () => goOn(at))}
            />
          ) : (
            <ProposalReview userId={userId} onCountAgain={() => setStep(Math.max(0, rows.length - 1))} />
          )}
        </GuideStates>
      </div>
    </section>
  );
}
