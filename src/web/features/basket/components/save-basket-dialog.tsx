import * as Dialog from '@radix-ui/react-dialog';
import { BookmarkPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { MAX_SAVED_BASKET_NAME, productNotSoldNamed } from '../../../../domain/saved-baskets.ts';
import { DialogFormFooter } from '../../../components/dialog-form-footer.tsx';
import { inputClass } from '../../../components/form-field.tsx';
import { ModalContent } from '../../../components/modal-content.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeSavedBaskets } from '../../../session/api/saved-baskets.ts';
import type { BasketLine } from '../../../stores/basket-store.ts';

const NAME_REQUIRED = 'Please give the basket a name.';

const REFUSED_LINE = /^lines\.(\d+)\.product_id$/;

/** The refusal naming each product the server would not save (`lines.N.product_id`), if any. */
function refusedProducts(errors: Record<string, string[]>, lines: readonly BasketLine[]): string | null {
  const names = Object.keys(errors).flatMap((key) => {
    const index = REFUSED_LINE.exec(key)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    return line ? [line.name] : [];
  });
  return names.length > 0 ? names.map(productNotSoldNamed).join(' ') : null;
}

/**
 * 'Save basket': keeps the basket's products and quantities under a name the venue gives it
 * ("Friday bar order"). Only ids and quantities are sent; the server prices it again when loaded.
 */
export function SaveBasketDialog({ lines, userId }: { lines: readonly BasketLine[]; userId: number }) {
  const id = useId();
  const save = useChangeSavedBaskets(userId);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setName('');
      setError(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return setError(NAME_REQUIRED);
    try {
      const saved = await save.mutateAsync({
        kind: 'save',
        body: { name, lines: lines.map((line) => ({ product_id: line.id, quantity: line.quantity })) },
      });
      onOpenChange(false);
      toast.success(`Saved your basket as “${'name' in saved ? saved.name : name.trim()}”.`);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status < 500) {
        setError(failure.errors.name?.[0] ?? refusedProducts(failure.errors, lines) ?? failure.message);
      } else {
        setError(SOMETHING_WENT_WRONG);
      }
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 font-medium text-neutral-700 text-sm hover:bg-neutral-100"
        >
          <BookmarkPlus className="h-4 w-4" aria-hidden="true" />
          Save basket
        </button>
      </Dialog.Trigger>
      <ModalContent>
        <Dialog.Title className="font-semibold text-lg text-neutral-900">Save your basket</Dialog.Title>
        <Dialog.Description className="mt-2 text-neutral-600 text-sm">
          Keep these {lines.length} {lines.length === 1 ? 'product' : 'products'} under a name, to order them
          again in one go. Loading it later prices it at that day's prices.
        </Dialog.Description>
        <form onSubmit={submit} className="mt-4" noValidate>
          <label htmlFor={`${id}-name`} className="block font-medium text-neutral-800 text-sm">
            Name
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={MAX_SAVED_BASKET_NAME}
            placeholder="e.g. Friday bar order"
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`mt-1.5 ${inputClass(error !== null)}`}
          />
          {error && (
            <p id={`${id}-error`} className="mt-1.5 text-red-700 text-sm">
              {error}
            </p>
          )}
          <DialogFormFooter submitLabel="Save basket" pendingLabel="Saving…" isPending={save.isPending} />
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
