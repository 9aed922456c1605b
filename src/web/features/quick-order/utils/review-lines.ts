import { MAX_QUICK_ORDER_LINES } from '../../../../domain/quick-order.ts';
import type { ProductSummary } from '../../../../domain/schemas/catalogue.ts';
import type { QuickOrderLine } from '../../../../domain/schemas/quick-order.ts';

/** A matched line waiting for the venue to confirm it: the product picked (if any) and its quantity. */
export type ReviewLine = {
  key: number;
  line: string;
  status: QuickOrderLine['status'];
  candidates: ProductSummary[];
  chosenId: number | null;
  quantityText: string;
};

let nextKey = 1;

export function toReviewLines(lines: readonly QuickOrderLine[]): ReviewLine[] {
  return lines.map((line) => ({
    key: nextKey++,
    line: line.line,
    status: line.status,
    candidates: line.candidates,
    chosenId: line.status === 'certain' ? (line.candidates[0]?.id ?? null) : null,
    quantityText: line.quantity === null ? '' : String(line.quantity),
  }));
}

/** A pasted text as lines to match: blank lines dropped, at most as many as one match takes. */
export function pastedLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, MAX_QUICK_ORDER_LINES);
}

export function chosenProduct(line: ReviewLine): ProductSummary | undefined {
  return line.candidates.find((candidate) => candidate.id === line.chosenId);
}

/** "3 ready · 2 to choose · 1 not found". */
export function reviewSummary(lines: readonly ReviewLine[]): string {
  const ready = lines.filter((line) => line.chosenId !== null).length;
  const choose = lines.filter((line) => line.chosenId === null && line.status === 'unsure').length;
  const missing = lines.filter((line) => line.status === 'unmatched' || line.status === 'unreadable').length;
  return [
    `${ready} ready`,
    ...(choose > 0 ? [`${choose} to choose`] : []),
    ...(missing > 0 ? [`${missing} not found`] : []),
  ].join(' · ');
}
