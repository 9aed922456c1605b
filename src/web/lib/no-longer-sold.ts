import { toast } from './toast.ts';

/** Long enough to read a list of product names. */
const NO_LONGER_SOLD_TOAST_MS = 8000;

/** "Not put back, no longer sold: Oat milk 1L and Sparkling water." */
export function skippedText(skipped: readonly string[]): string {
  const names =
    skipped.length === 1
      ? skipped[0]
      : `${skipped.slice(0, -1).join(', ')} and ${skipped[skipped.length - 1]}`;
  return `Not put back, no longer sold: ${names}.`;
}

/**
 * Names, in a toast that outlives the page change, the lines a basket made from an old order or a
 * saved basket could not take back because their products are no longer sold.
 */
export function warnNoLongerSold(skipped: readonly string[]): void {
  if (skipped.length > 0) toast.warning(skippedText(skipped), { duration: NO_LONGER_SOLD_TOAST_MS });
}
