import { formatPence, type Pence, VAT_RATE_PERCENT } from './money.ts';

/**
 * UK VAT rates a product is sold at (docs/product.md §9.1): standard 20 %, reduced 5 %, zero. Most
 * food a wholesaler sells to a kitchen is zero-rated; drinks, confectionery and non-food are standard.
 * The VAT of a document is worked out once per rate, on that rate's net total
 * (docs/decisions/0172-vat-is-worked-out-once-per-rate.md).
 */
export const VAT_RATES = [20, 5, 0] as const;
export type VatRatePercent = (typeof VAT_RATES)[number];

/** Every product is standard-rated unless staff say otherwise. */
export const STANDARD_VAT_RATE: VatRatePercent = VAT_RATE_PERCENT;

export function isVatRate(value: unknown): value is VatRatePercent {
  return typeof value === 'number' && (VAT_RATES as readonly number[]).includes(value);
}

/** A stored or sent rate as one of the three, or the standard rate when it is none of them. */
export function vatRateOr(value: unknown, fallback: VatRatePercent = STANDARD_VAT_RATE): VatRatePercent {
  const rate = Number(value);
  return isVatRate(rate) ? rate : fallback;
}

/** VAT on a net amount at one rate, rounded to the nearest penny (half up for amounts owed). */
export function vatAtRate(netPence: Pence, ratePercent: VatRatePercent): Pence {
  return Math.round((netPence * ratePercent) / 100);
}

/** The back office's and the CSV's names of the rates. */
export const VAT_RATE_NAMES: Record<VatRatePercent, string> = {
  20: 'Standard (20%)',
  5: 'Reduced (5%)',
  0: 'Zero (0%)',
};

/** "VAT (20%)": the label of a VAT figure on screens and in mails. */
export function vatLabel(ratePercent: VatRatePercent): string {
  return `VAT (${ratePercent}%)`;
}

export type VatRateTotal = {
  ratePercent: VatRatePercent;
  /** The lines at this rate, excluding VAT. */
  netPence: Pence;
  vatPence: Pence;
};

export type VatLine = { vatRatePercent: VatRatePercent; lineTotalPence: Pence };

/** Each rate's net of the lines, highest rate first; only the rates the lines use. */
export function netByRate(lines: readonly VatLine[]): Map<VatRatePercent, Pence> {
  const nets = new Map<VatRatePercent, Pence>();
  for (const rate of VAT_RATES) {
    const lineNets = lines.filter((line) => line.vatRatePercent === rate);
    if (lineNets.length > 0)
      nets.set(
        rate,
        lineNets.reduce((sum, line) => sum + line.lineTotalPence, 0),
      );
  }
  return nets;
}

/**
 * The VAT of a basket, order or invoice by rate: each rate's VAT is worked out once on that rate's
 * net total, so the invoice's 'VAT (20%)' line is 20 % of the net it shows beside it, and an
 * all-standard basket's VAT is exactly the 20 % of its subtotal it always was.
 */
export function vatByRate(lines: readonly VatLine[]): VatRateTotal[] {
  return [...netByRate(lines)].map(([ratePercent, netPence]) => ({
    ratePercent,
    netPence,
    vatPence: vatAtRate(netPence, ratePercent),
  }));
}

/** What the rates' VAT comes to. */
export function totalVat(rates: readonly Pick<VatRateTotal, 'vatPence'>[]): Pence {
  return rates.reduce((sum, rate) => sum + rate.vatPence, 0);
}

/**
 * A stored document's VAT by rate as printed: a document at one rate shows the VAT it stored (as
 * every invoice did before rates), one at several rates each rate's VAT worked out as it was placed.
 */
export function withStoredVat(rates: readonly VatRateTotal[], storedVatPence: Pence): VatRateTotal[] {
  const [only] = rates;
  return rates.length === 1 && only ? [{ ...only, vatPence: storedVatPence }] : [...rates];
}

export type VatFigure = { label: string; vatPence: Pence };

/**
 * The VAT lines a screen or mail shows under the subtotal: 'VAT (20%)' alone when everything is at
 * one rate (docs/product.md §3 words it so); at several rates one line per rate with the net it is
 * on, 'VAT (20%) on £120.00' and 'VAT (0%) on £80.00'.
 */
export function vatFigures(rates: readonly VatRateTotal[], taxPence: Pence): VatFigure[] {
  if (rates.length <= 1)
    return [{ label: vatLabel(rates[0]?.ratePercent ?? STANDARD_VAT_RATE), vatPence: taxPence }];
  return rates.map((rate) => ({
    label: `${vatLabel(rate.ratePercent)} on ${formatPence(rate.netPence)}`,
    vatPence: rate.vatPence,
  }));
}

/** A stored order's lines' VAT by rate, as its invoice, mails and pages show it (withStoredVat). */
export function storedVatByRate(lines: readonly VatLine[], storedVatPence: Pence): VatRateTotal[] {
  return withStoredVat(vatByRate(lines), storedVatPence);
}
