/**
 * Turns of the event loop closer than this follow each other without the loop waiting for input
 * between them (the load-shedding's sampling timer wakes an idle loop about this often).
 */
export const ADJACENT_TURN_GAP_MS = 20;

export type TurnClock = {
  /**
   * How long a request read at `now` (performance.now()) may have waited unread behind other
   * requests: this turn's reading so far, plus the last turn's when the two ran back to back.
   */
  unreadWaitMs(now: number): number;
};

/**
 * The event loop's turns as the requests see them. A turn's poll reads every request whose bytes
 * arrived since the last turn's poll, one after another, and on SQLite answers each before reading
 * the next (its queries never leave the loop). So under overload, when the turns run back to back, a
 * request read early in a turn may have arrived just after the last one began and waited through
 * all of its reading. A limit that looked at this turn alone served those requests, which had waited
 * a long turn already (p50 about 100 ms and p99 270-345 ms at 500 connections against 40 and 110-250
 * with this clock; docs/benchmark-history.md).
 *
 * Only the time a turn spent reading requests counts: a turn long for another reason (a garbage
 * collection, the host running another process) is not a queue of requests, and what is read after
 * it is served as before (decision 0201).
 *
 * `endTurnSoon` runs its callback once this turn has read everything it will (setImmediate: the
 * loop's check phase, after the poll); `clock` is performance.now.
 */
export function turnClock(
  endTurnSoon: (endTurn: () => void) => void = setImmediate,
  clock: () => number = () => performance.now(),
): TurnClock {
  /** When the turn now running read its first request, and its latest. */
  let firstReadAt = Number.NEGATIVE_INFINITY;
  let lastReadAt = Number.NEGATIVE_INFINITY;
  /** How long the last turn spent reading requests, if it ran right up to this one. */
  let previousReadingMs = 0;
  let previousEndedAt = Number.NEGATIVE_INFINITY;
  let inTurn = false;
  const endTurn = () => {
    inTurn = false;
    previousEndedAt = clock();
  };
  return {
    unreadWaitMs(now) {
      if (!inTurn) {
        inTurn = true;
        // After a pause (the loop idle, waiting for input) this turn's requests arrived during it,
        // after the last turn had ended.
        previousReadingMs = now - previousEndedAt > ADJACENT_TURN_GAP_MS ? 0 : lastReadAt - firstReadAt;
        firstReadAt = now;
        endTurnSoon(endTurn);
      }
      lastReadAt = now;
      return previousReadingMs + (now - firstReadAt);
    },
  };
}
