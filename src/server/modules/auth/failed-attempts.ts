import { LRUCache } from 'lru-cache';
import { AppError } from '../../errors.ts';

export type AttemptLimit = { max: number; windowMs: number; message: string };

/**
 * Counts attempts per key within a window that starts at the key's first counted attempt (so
 * steady guessing cannot keep extending it). An attempt is taken before the slow check it guards,
 * in one synchronous step with the check of the count, so a burst of parallel requests cannot all
 * get past the limit; an attempt that turns out well can be given back. Counters are per process,
 * like the rate limits (docs/decisions.md).
 */
export class AttemptCounter {
  private readonly counts: LRUCache<string, number>;

  constructor(readonly limit: AttemptLimit) {
    // Bounded by maxSize, not max: lru-cache allocates `max` slots up front (about 4 MB for
    // 100,000), and every process holds several counters that are almost always nearly empty.
    this.counts = new LRUCache({
      maxSize: 100_000,
      sizeCalculation: () => 1,
      ttl: limit.windowMs,
      noUpdateTTL: true,
    });
  }

  /** The 429 to answer when `key` has no attempt left in its window, otherwise undefined. */
  refusal(key: string): AppError | undefined {
    if ((this.counts.get(key) ?? 0) < this.limit.max) return undefined;
    const retryAfter = Math.max(1, Math.ceil(this.counts.getRemainingTTL(key) / 1000));
    return new AppError(429, this.limit.message, {}, { 'retry-after': String(retryAfter) });
  }

  /** Counts one attempt, or throws the 429 when none is left. */
  take(key: string): void {
    const refusal = this.refusal(key);
    if (refusal) throw refusal;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** Gives back one attempt taken earlier (it succeeded, or never got to the check). */
  giveBack(key: string): void {
    const count = this.counts.get(key) ?? 0;
    if (count <= 1) this.counts.delete(key);
    else this.counts.set(key, count - 1);
  }

  clear(key: string): void {
    this.counts.delete(key);
  }
}

/**
 * Limits password guesses at one account so that guessing cannot lock its owner out: wrong
 * passwords count per account and client address together over a short window, and per account
 * over a longer one with a higher ceiling. A person whose address has not been guessing still gets
 * in while guesses from elsewhere are refused, unless guesses from many addresses reach the
 * account's ceiling (docs/decisions.md).
 */
export class PasswordAttempts {
  private readonly perAddress: AttemptCounter;
  private readonly perAccount: AttemptCounter;

  constructor(limits: { perAddress: AttemptLimit; perAccount: AttemptLimit }) {
    this.perAddress = new AttemptCounter(limits.perAddress);
    this.perAccount = new AttemptCounter(limits.perAccount);
  }

  /**
   * Runs `check` (the slow password comparison) with one attempt reserved on both counters; a
   * wrong password (`isWrongPassword`) keeps them, anything else gives them back, and success
   * also forgives the address its earlier mistakes.
   */
  async guard<T>(
    account: string,
    address: string,
    check: () => Promise<T>,
    isWrongPassword: (error: unknown) => boolean,
  ): Promise<T> {
    const pair = JSON.stringify([account, address]);
    // Both counters are checked before either counts, so a refusal by one costs nothing on the other.
    const refusal = this.perAddress.refusal(pair) ?? this.perAccount.refusal(account);
    if (refusal) throw refusal;
    this.perAddress.take(pair);
    this.perAccount.take(account);
    try {
      const result = await check();
      this.perAddress.clear(pair);
      this.perAccount.giveBack(account);
      return result;
    } catch (error) {
      if (!isWrongPassword(error)) {
        this.perAddress.giveBack(pair);
        this.perAccount.giveBack(account);
      }
      throw error;
    }
  }
}
