import { ClipboardList, ShoppingBasket } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { readQuantity } from '../../../../domain/quantity.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useIsMember } from '../../../session/use-is-member.ts';
import { useBasketStore } from '../../../stores/basket-store.ts';
import { useMatchLines } from '../api/match-lines.ts';
import {
  chosenProduct,
  pastedLines,
  type ReviewLine,
  reviewSummary,
  toReviewLines,
} from '../utils/review-lines.ts';
import { ReviewLineItem } from './review-line-item.tsx';

export const MATCH_FAILED_TEXT = "Sorry, we couldn't match those lines. Please try again.";
const NOTHING_TO_ADD = 'None of these lines found a product. Please check them, or type or paste others.';
const CHOOSE_FIRST =
  'Please choose a product for each line marked “Which product did you mean?”, or remove it.';

const inputClass = 'mt-1 h-11 rounded-lg border border-neutral-300 bg-white px-3 text-base';
const buttonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-black px-5 font-semibold text-sm text-white hover:bg-neutral-800 disabled:opacity-50';

/**
 * /quick-order: type a code or the start of a name and a quantity, or paste a list; every line is
 * matched and shown, and nothing goes into the basket until the venue presses 'Add to basket'.
 */
export function QuickOrderPage() {
  useDocumentTitle('Quick order');
  const isMember = useIsMember();
  const match = useMatchLines();
  const addQuantities = useBasketStore((state) => state.addQuantities);
  const [lines, setLines] = useState<ReviewLine[]>([]);
  const [typed, setTyped] = useState({ query: '', quantity: '' });
  const [pasted, setPasted] = useState('');
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const queryBox = useRef<HTMLInputElement>(null);
  const reviewList = useRef<HTMLOListElement>(null);
  const addedLink = useRef<HTMLAnchorElement>(null);

  function matchLines(texts: string[], then: () => void) {
    if (texts.length === 0) return;
    setAdded(null);
    setProblem(null);
    match.mutate(texts, {
      onSuccess: (answer) => {
        setLines((current) => [...current, ...toReviewLines(answer.lines)]);
        then();
      },
      onError: () => setProblem(MATCH_FAILED_TEXT),
    });
  }

  function onType(event: FormEvent) {
    event.preventDefault();
    const query = typed.query.trim();
    if (query === '') return;
    matchLines([`${query} ${typed.quantity.trim() || '1'}`], () => {
      setTyped({ query: '', quantity: '' });
      queryBox.current?.focus();
    });
  }

  function onPaste(event: FormEvent) {
    event.preventDefault();
    matchLines(pastedLines(pasted), () => {
      setPasted('');
      queueMicrotask(() =>
        reviewList.current?.querySelector<HTMLElement>('[data-review-line] input')?.focus(),
      );
    });
  }

  function update(key: number, change: Partial<ReviewLine>) {
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));
  }

  function addToBasket() {
    const waiting = lines.find((line) => line.status === 'unsure' && line.chosenId === null);
    if (waiting) {
      setProblem(CHOOSE_FIRST);
      reviewList.current
        ?.querySelector<HTMLInputElement>('[data-review-line="unsure"] input[type="radio"]')
        ?.focus();
      return;
    }
    const found: Record<number, string> = {};
    const additions = [];
    for (const line of lines) {
      const product = chosenProduct(line);
      if (!product) continue;
      const reading = readQuantity(line.quantityText);
      if (reading.error !== null) found[line.key] = reading.error;
      else additions.push({ product, quantity: reading.quantity });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (additions.length === 0) {
      setProblem(NOTHING_TO_ADD);
      return;
    }
    const count = addQuantities(additions);
    setProblem(null);
    setLines([]);
    setAdded(`Added ${count} ${count === 1 ? 'product' : 'products'} to your basket.`);
    queueMicrotask(() => addedLink.current?.focus());
  }

  const ready = lines.filter((line) => line.chosenId !== null).length;

  return (
    <section aria-labelledby="quick-order-heading" className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <h1
        id="quick-order-heading"
        tabIndex={-1}
        className="font-bold text-2xl tracking-tight focus:outline-none sm:text-3xl"
      >
        Quick order
      </h1>
      <p className="mt-1 text-neutral-600 text-sm">
        Type an order code or the start of a name, or paste a list from your stock sheet. Nothing goes in your
        basket until you confirm.{' '}
        <Link to="/order-guide" className="font-medium text-amber-800 underline">
          Your order guide
        </Link>
      </p>

      <form onSubmit={onType} className="mt-6 flex flex-wrap items-end gap-3" aria-label="Type a line">
        <div className="flex min-w-0 flex-1 basis-56 flex-col">
          <label htmlFor="quick-query" className="font-medium text-neutral-800 text-sm">
            Order code or product name
          </label>
          <input
            id="quick-query"
            ref={queryBox}
            value={typed.query}
            onChange={(event) => setTyped({ ...typed, query: event.target.value })}
            autoComplete="off"
            placeholder="e.g. W00042 or lemons"
            className={inputClass}
          />
        </div>
        <div className="flex w-24 flex-col">
          <label htmlFor="quick-quantity" className="font-medium text-neutral-800 text-sm">
            Quantity
          </label>
          <input
            id="quick-quantity"
            inputMode="numeric"
            autoComplete="off"
            value={typed.quantity}
            onChange={(event) => setTyped({ ...typed, quantity: event.target.value })}
            placeholder="1"
            className={`${inputClass} text-center`}
          />
        </div>
        <button type="submit" className={buttonClass} disabled={match.isPending}>
          Find
        </button>
      </form>

      <form onSubmit={onPaste} className="mt-6 flex flex-col" aria-label="Paste a list">
        <label htmlFor="quick-paste" className="font-medium text-neutral-800 text-sm">
          Or paste a list, one product a line
        </label>
        <textarea
          id="quick-paste"
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          rows={5}
          aria-describedby="quick-paste-hint"
          placeholder={'12 x lemons\nW00042 4\n4 cases diet cola'}
          className="mt-1 rounded-lg border border-neutral-300 bg-white px-3 py-2 font-mono text-base"
        />
        <p id="quick-paste-hint" className="mt-1 text-neutral-600 text-xs">
          A quantity and a product on each line, in either order: “12 x lemons”, “W00042 4”, “4 cases diet
          cola”.
        </p>
        <button type="submit" className={`${buttonClass} mt-3 self-start`} disabled={match.isPending}>
          Match lines
        </button>
      </form>

      <div aria-live="polite" className="mt-4 text-sm">
        {match.isPending && <p>Matching…</p>}
        {problem && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">
            {problem}
          </p>
        )}
        {added && (
          <p className="flex flex-wrap items-center gap-x-3 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
            {added}
            <Link ref={addedLink} to="/cart" className="font-semibold underline">
              Go to basket
            </Link>
          </p>
        )}
      </div>

      {lines.length === 0 && !added ? (
        <div className="mt-6 flex flex-col items-center gap-2 rounded-2xl border border-neutral-300 border-dashed px-6 py-10 text-center text-neutral-600">
          <ClipboardList className="h-8 w-8" aria-hidden="true" />
          <p>Lines you type or paste show here to check before they go in your basket.</p>
        </div>
      ) : (
        lines.length > 0 && (
          <section aria-labelledby="quick-review-heading" className="mt-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="quick-review-heading" className="font-semibold text-lg">
                Check your lines
              </h2>
              <p className="text-neutral-600 text-sm">{reviewSummary(lines)}</p>
            </div>
            <ol ref={reviewList} className="mt-3 flex flex-col gap-2">
              {lines.map((line) => (
                <ReviewLineItem
                  key={line.key}
                  line={line}
                  isMember={isMember}
                  quantityError={errors[line.key] ?? null}
                  onChoose={(productId) => update(line.key, { chosenId: productId })}
                  onQuantity={(quantityText) => update(line.key, { quantityText })}
                  onRemove={() => setLines((current) => current.filter((other) => other.key !== line.key))}
                />
              ))}
            </ol>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <button
                type="button"
                onClick={addToBasket}
                className="inline-flex h-11 items-center gap-2 rounded-lg bg-amber-500 px-5 font-semibold text-black hover:bg-amber-400"
              >
                <ShoppingBasket className="h-4 w-4" aria-hidden="true" />
                Add {ready} {ready === 1 ? 'line' : 'lines'} to basket
              </button>
              <button
                type="button"
                onClick={() => setLines([])}
                className="h-11 rounded-lg px-4 font-medium text-neutral-700 text-sm hover:bg-neutral-100"
              >
                Clear lines
              </button>
            </div>
          </section>
        )
      )}
    </section>
  );
}
