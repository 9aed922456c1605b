/** Money is integer pence everywhere inside the shop; pounds appear only on the wire and on screen. */
export type Pence = number;

export const VAT_RATE_PERCENT = 20;

export function poundsToPence(pounds: number): Pence {
  return Math.round(pounds * 100);
}

/** Pounds with two decimals, as the HTTP contract carries product prices and order amounts. */
export function penceToPounds(pence: Pence): number {
  return Math.round(pence) / 100;
}

const poundFormatter = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "£1,234.50" */
export function formatPence(pence: Pence): string {
  return poundFormatter.format(pence / 100);
}

/** The floored percentage by which the member price undercuts the list price (0 when it does not). */
export function percentOff(listPence: Pence, memberPence: Pence): number {
  if (listPence <= 0 || memberPence >= listPence) return 0;
  return Math.floor(((listPence - memberPence) * 100) / listPence);
}

export function vatOf(netPence: Pence): Pence {
  return Math.round((netPence * VAT_RATE_PERCENT) / 100);
}
