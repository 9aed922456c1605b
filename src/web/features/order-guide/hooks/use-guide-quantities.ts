import { useState } from 'react';
import { readQuantity } from '../../../../domain/quantity.ts';

export type QuantityEntry = { text: string; error: string | null };

/**
 * The quantity boxes of the guide, by product: what is typed and, once the venue tried to add
 * it, why it cannot be (a box left empty is not an error: that row is simply not ordered).
 */
export function useGuideQuantities() {
  const [entries, setEntries] = useState<Record<number, QuantityEntry>>({});
  const entryOf = (productId: number): QuantityEntry => entries[productId] ?? { text: '', error: null };
  return {
    entryOf,
    setText(productId: number, text: string) {
      setEntries((current) => ({ ...current, [productId]: { text, error: null } }));
    },
    /** The quantity to add for the row, or null with its error shown (null, no error, when empty). */
    take(productId: number): number | null {
      const { text } = entryOf(productId);
      if (text.trim() === '') return null;
      const reading = readQuantity(text);
      if (reading.error !== null) {
        setEntries((current) => ({ ...current, [productId]: { text, error: reading.error } }));
      }
      return reading.quantity;
    },
    clear(productIds: readonly number[]) {
      setEntries((current) => {
        const next = { ...current };
        for (const id of productIds) delete next[id];
        return next;
      });
    },
    /** Products whose box holds anything. */
    filled(): number[] {
      return Object.entries(entries)
        .filter(([, entry]) => entry.text.trim() !== '')
        .map(([id]) => Number(id));
    },
  };
}
