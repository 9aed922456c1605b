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

/**
 * "£1,234.50", "-£3.20": as `Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })`
 * writes them. Written out because creating that formatter loads ICU's locale data, which was most
 * of the entry script's start-up on a slowed phone (about 50 ms, issue 14); whole pence need only
 * the thousands grouping. The test holds it to Intl's output.
 */
export function formatPence(pence: Pence): string {
  const whole = Math.round(Math.abs(pence));
  const pounds = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = pence < 0 && whole > 0 ? '-' : '';
  return `${sign}£${pounds}.${String(whole % 100).padStart(2, '0')}`;
}

/** The floored percentage by which the member price undercuts the list price (0 when it does not). */
export function percentOff(listPence: Pence, memberPence: Pence): number {
  if (listPence <= 0 || memberPence >= listPence) return 0;
  return Math.floor(((listPence - memberPence) * 100) / listPence);
}

export function vatOf(netPence: Pence): Pence {
  return Math.round((netPence * VAT_RATE_PERCENT) / 100);
}
