import { Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { MAX_SAVED_BASKET_NAME } from '../../../../domain/saved-baskets.ts';
import type { SavedBasketSummary } from '../../../../domain/schemas/saved-baskets.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { inputClass } from '../../../components/form-field.tsx';

const SAVED_ON = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Europe/London',
});

const button =
  'inline-flex h-11 items-center justify-center gap-1.5 rounded-lg border border-neutral-300 bg-white px-3 text-sm font-medium text-neutral-800 hover:bg-neutral-50 disabled:cursor-not-allowed disabled:opacity-50';

/** "3 products · 17 items · saved 27 Nov". */
export function basketSizeText(basket: SavedBasketSummary): string {
  const products = basket.line_count === 1 ? '1 product' : `${basket.line_count} products`;
  const items = basket.item_count === 1 ? '1 item' : `${basket.item_count} items`;
  return `${products} · ${items} · saved ${SAVED_ON.format(new Date(basket.updated_at))}`;
}

type SavedBasketRowProps = {
  basket: SavedBasketSummary;
  /** True while this basket is being fetched to load. */
  isLoading: boolean;
  onLoad(mode: 'add' | 'replace'): void;
  /** Renames it; answers the server's refusal, if any, to show by the name field. */
  onRename(name: string): Promise<string | null>;
  onDelete(): void;
};

/** One saved basket: what it holds, loading it (added to the basket or in its place), renaming, deleting. */
export function SavedBasketRow({ basket, isLoading, onLoad, onRename, onDelete }: SavedBasketRowProps) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(basket.name);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function rename(event: FormEvent) {
    event.preventDefault();
    const refusal = await onRename(name);
    if (refusal) setError(refusal);
    else setRenaming(false);
  }

  return (
    <li className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
      {renaming ? (
        <form onSubmit={rename} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={`${id}-name`} className="block font-medium text-neutral-800 text-sm">
              New name for {basket.name}
            </label>
            <input
              id={`${id}-name`}
              value={name}
              maxLength={MAX_SAVED_BASKET_NAME}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
              // biome-ignore lint/a11y/noAutofocus: the venue just asked to rename this basket.
              autoFocus
              className={`mt-1 ${inputClass(error !== null)}`}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1 text-red-700 text-sm">
                {error}
              </p>
            )}
          </div>
          <div className="flex gap-2">
            <button type="submit" className={`${button} bg-black text-white hover:bg-neutral-800`}>
              Save name
            </button>
            <button
              type="button"
              className={button}
              onClick={() => {
                setRenaming(false);
                setName(basket.name);
                setError(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-lg text-neutral-900">
            {basket.name}
          </h2>
          <p className="text-neutral-600 text-sm">{basketSizeText(basket)}</p>
        </div>
      )}
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <button
          type="button"
          className={`${button} border-amber-500 bg-amber-500 font-semibold text-black hover:bg-amber-400`}
          disabled={isLoading}
          onClick={() => onLoad('add')}
          aria-describedby={`${id}-title`}
        >
          <Plus className="hidden h-4 w-4 sm:block" aria-hidden="true" />
          Add to basket
        </button>
        <button
          type="button"
          className={button}
          disabled={isLoading}
          onClick={() => onLoad('replace')}
          aria-describedby={`${id}-title`}
        >
          <RefreshCw className="hidden h-4 w-4 sm:block" aria-hidden="true" />
          Replace basket
        </button>
        <button type="button" className={button} onClick={() => setRenaming(true)} disabled={renaming}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          Rename<span className="sr-only"> {basket.name}</span>
        </button>
        <button
          type="button"
          className={`${button} border-red-200 text-red-700 hover:bg-red-50`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete<span className="sr-only"> {basket.name}</span>
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${basket.name}”?`}
        description="The saved basket goes for good. Your basket stays as it is."
        confirmLabel="Delete saved basket"
        cancelLabel="Keep it"
        onConfirm={onDelete}
      />
    </li>
  );
}
