/**
 * Below this many requests in flight the limit never goes: one slow request (an invoice PDF, a
 * garbage collection) must not leave a process answering one customer at a time.
 */
export const MIN_IN_FLIGHT = 4;

/** How much of the limit one overloaded answer takes away. */
const DECREASE = 0.75;

export type AdaptiveLimitOptions = {
  /** The ceiling, and where the limit starts (MAX_REQUESTS_IN_FLIGHT). */
  max: number;
  /** An answer slower than this, from a busy process, lowers the limit (LATENCY_TARGET_MS). */
  targetMs: number;
};

/**
 * How many requests a process may work on at once, following how fast it answers them: additive
 * increase, multiplicative decrease, as TCP sizes its window. A fixed limit is right for one
 * machine at one moment only: 64 in flight on a process that answers 185 a second (a two-core host
 * busy with other work) means a third of a second of queue for each, on one that answers 1,400 a
 * tenth of that.
 *
 * - An answer slower than the target while the process is busy (at least half the limit in flight)
 *   takes a quarter off the limit. Only a request admitted after the last cut can cut again: those
 *   already in flight were admitted under the old limit and tell nothing about the new one.
 * - An answer within the target while the process is busy adds one to the limit for every limit's
 *   worth of such answers, up to the ceiling.
 * - A slow answer from a quiet process is a slow request, not a queue: it changes nothing.
 *
 * Pure: the caller passes the times (milliseconds on one clock).
 */
export class AdaptiveLimit {
  private value: number;
  private readonly min: number;
  private lastCutAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: AdaptiveLimitOptions) {
    this.value = options.max;
    this.min = Math.min(MIN_IN_FLIGHT, options.max);
  }

  /** Requests that may be in flight at once now. */
  get limit(): number {
    return Math.floor(this.value);
  }

  /**
   * A request admitted at `admittedAt` was answered at `answeredAt`, with `inFlight` requests being
   * worked on (itself included).
   */
  answered(admittedAt: number, answeredAt: number, inFlight: number): void {
    const busy = inFlight * 2 >= this.limit;
    if (!busy) return;
    if (answeredAt - admittedAt > this.options.targetMs) {
      if (admittedAt <= this.lastCutAt) return;
      this.lastCutAt = answeredAt;
      this.value = Math.max(this.min, this.value * DECREASE);
    } else {
      this.value = Math.min(this.options.max, this.value + 1 / this.value);
    }
  }
}
