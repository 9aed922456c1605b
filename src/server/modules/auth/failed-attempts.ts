import { createHash } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import {
  type AttemptWindowKey,
  deleteAttemptWindow,
  deleteEndedWindows,
  findOpenWindow,
  giveBackAttempt,
  takeAttempt,
} from './attempt-windows.repository.ts';

export type AttemptLimit = { max: number; windowMs: number; message: string };
export type AttemptStore = { db: Db; clock: Clock };

/**
 * A counted key as stored: its SHA-256, so the table holds no email or client address (the count
 * and its window are all a limit needs).
 */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** Ended windows are swept after this many counted attempts in a process. */
const SWEEP_EVERY = 100;

/**
 * Counts attempts per key within a window that starts at the key's first counted attempt (so
 * steady guessing cannot keep extending it). An attempt is taken before the slow check it guards,
 * by one statement that also checks the count, so a burst of parallel requests cannot all get past
 * the limit; an attempt that turns out well can be given back. The counts live in the database
 * (`attempt_windows`, keys hashed), so every server process shares them and a restart keeps them.
 */
export class AttemptCounter {
  private takes = 0;

  /** `name` tells this counter's rows from other counters' (the same key may be counted twice). */
  constructor(
    private readonly store: AttemptStore,
    private readonly name: string,
    readonly limit: AttemptLimit,
  ) {}

  /** The 429 to answer when `key` has no attempt left in its window, otherwise undefined. */
  async refusal(key: string): Promise<AppError | undefined> {
    const now = this.store.clock.now();
    const window = await findOpenWindow(this.store.db, this.id(key), now.toISOString());
    if (!window || window.count < this.limit.max) return undefined;
    return this.refusalUntil(window.window_ends_at, now);
  }

  /** Counts one attempt, or throws the 429 when none is left. */
  async take(key: string): Promise<void> {
    const now = this.store.clock.now();
    const nowIso = now.toISOString();
    const id = this.id(key);
    const taken = await takeAttempt(this.store.db, id, {
      max: this.limit.max,
      nowIso,
      newWindowEndsAt: new Date(now.getTime() + this.limit.windowMs).toISOString(),
    });
    if (++this.takes % SWEEP_EVERY === 0) await deleteEndedWindows(this.store.db, nowIso);
    if (taken) return;
    const window = await findOpenWindow(this.store.db, id, nowIso);
    throw this.refusalUntil(window?.window_ends_at, now);
  }

  /** Gives back one attempt taken earlier (it succeeded, or never got to the check). */
  async giveBack(key: string): Promise<void> {
    await giveBackAttempt(this.store.db, this.id(key), this.store.clock.now().toISOString());
  }

  async clear(key: string): Promise<void> {
    await deleteAttemptWindow(this.store.db, this.id(key));
  }

  private id(key: string): AttemptWindowKey {
    return { counter: this.name, key: storedKey(key) };
  }

  private refusalUntil(windowEndsAt: string | undefined, now: Date): AppError {
    const endsAt = windowEndsAt ? Date.parse(windowEndsAt) : now.getTime() + this.limit.windowMs;
    const retryAfter = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
    return new AppError(429, this.limit.message, {}, { 'retry-after': String(retryAfter) });
  }
}

/**
 * Limits password guesses at one account so that guessing cannot lock its owner out: wrong
 * passwords count per account and client address together over a short window, and per account
 * over a longer one with a higher ceiling. A person whose address has not been guessing still gets
 * in while guesses from elsewhere are refused, unless guesses from many addresses reach the
 * account's ceiling (docs/decisions/0046-password-guesses-are-reserved-before-the-check-per.md).
 */
export class PasswordAttempts {
  private readonly perAddress: AttemptCounter;
  private readonly perAccount: AttemptCounter;

  /** `name` names the two counters (`<name>:address`, `<name>:account`). */
  constructor(
    store: AttemptStore,
    name: string,
    limits: { perAddress: AttemptLimit; perAccount: AttemptLimit },
  ) {
    this.perAddress = new AttemptCounter(store, `${name}:address`, limits.perAddress);
    this.perAccount = new AttemptCounter(store, `${name}:account`, limits.perAccount);
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
    const refusal = (await this.perAddress.refusal(pair)) ?? (await this.perAccount.refusal(account));
    if (refusal) throw refusal;
    await this.perAddress.take(pair);
    try {
      await this.perAccount.take(account);
    } catch (error) {
      // Refused by the account's count after all (a parallel guess took the last one).
      await this.perAddress.giveBack(pair);
      throw error;
    }
    let result: T;
    try {
      result = await check();
    } catch (error) {
      if (!isWrongPassword(error)) {
        await this.perAddress.giveBack(pair);
        await this.perAccount.giveBack(account);
      }
      throw error;
    }
    await this.perAddress.clear(pair);
    await this.perAccount.giveBack(account);
    return result;
  }
}
