/** The built-in provider's test cards, as Stripe's test mode has them. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Saves, but every later charge of it is declined. */
  declinesWhenCharged: '4000000000000341',
  /** Pays with the payer present; a later charge without them needs them to confirm it. */
  needsAuthentication: '4000002760003184',
} as const;

export type CardOutcome =
  | 'succeeded'
  | 'declined'
  | 'insufficient_funds'
  | 'declines_when_charged'
  | 'needs_authentication'
  | 'invalid'
  | 'not_a_test_card';

/** The Luhn check every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What the test page does with a card number as typed (spaces and dashes allowed). */
export function cardOutcome(typed: string): CardOutcome {
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'invalid';
  if (digits === TEST_CARDS.succeeds) return 'succeeded';
  if (digits === TEST_CARDS.declined) return 'declined';
  if (digits === TEST_CARDS.insufficientFunds) return 'insufficient_funds';
  if (digits === TEST_CARDS.declinesWhenCharged) return 'declines_when_charged';
  if (digits === TEST_CARDS.needsAuthentication) return 'needs_authentication';
  return 'not_a_test_card';
}

/** The expiry "MM/YY" as the last moment the card works, or null when it is not a date. */
function expiryEnd(typed: string): Date | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return new Date(Date.UTC(year, month, 1));
}

export type CardForm = { number: string; expiry: string; cvc: string; name: string };

/** Field problems with the card form, by field; empty when the form can be charged. */
export function cardFormProblems(form: CardForm, now: Date): Partial<Record<keyof CardForm, string>> {
  const problems: Partial<Record<keyof CardForm, string>> = {};
  const outcome = cardOutcome(form.number);
  if (form.number.trim() === '') problems.number = 'Enter your card number.';
  else if (outcome === 'invalid') problems.number = 'Your card number is invalid.';
  else if (outcome === 'not_a_test_card') {
    problems.number =
      'This is a test payment page and no real card can be charged here. Use the test card 4242 4242 4242 4242.';
  }
  const expiry = expiryEnd(form.expiry);
  if (form.expiry.trim() === '') problems.expiry = 'Enter the expiry date.';
  else if (!expiry) problems.expiry = 'Enter the expiry date as MM/YY.';
  else if (expiry <= now) problems.expiry = 'Your card has expired.';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) problems.cvc = 'Enter the 3 or 4 digits on the back of your card.';
  if (form.name.trim() === '') problems.name = 'Enter the name on your card.';
  return problems;
}

/** The last four digits of a card number as typed. */
export function lastFourDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '').slice(-4);
}

/** The expiry "MM/YY" as month and four-digit year, or null when it is not a date. */
export function expiryMonthYear(typed: string): { month: number; year: number } | null {
  const end = expiryEnd(typed);
  if (!end) return null;
  const last = new Date(end.getTime() - 1);
  return { month: last.getUTCMonth() + 1, year: last.getUTCFullYear() };
}

/**
 * The message for a card the (test) bank refused, or null when it goes through. Paying, a card that
 * declines its later charges is declined now too; saving, it is saved (its charges decline later).
 */
export function refusalMessage(outcome: CardOutcome, saving = false): string | null {
  if (outcome === 'declines_when_charged' && !saving)
    return 'Your card was declined. Please try another card.';
  if (outcome === 'declined') return 'Your card was declined. Please try another card.';
  if (outcome === 'insufficient_funds') {
    return 'Your card has insufficient funds. Please try another card.';
  }
  return null;
}
