import { describe, expect, it } from 'vitest';
import { turnClock } from './event-loop-turns.ts';

/** A turn clock on a clock the test sets, whose turns end when the test says. */
function clockedTurns() {
  let now = 0;
  let endTurn: (() => void) | undefined;
  const turns = turnClock(
    (callback) => {
      endTurn = callback;
    },
    () => now,
  );
  return {
    read: (at: number) => {
      now = at;
      return turns.unreadWaitMs(at);
    },
    endTurnAt: (at: number) => {
      now = at;
      endTurn?.();
      endTurn = undefined;
    },
  };
}

describe('turnClock', () => {
  it("counts this turn's reading after the loop has waited for input", () => {
    const turns = clockedTurns();
    expect(turns.read(1000)).toBe(0);
    expect(turns.read(1030)).toBe(30);
    turns.endTurnAt(1040);
    // 100 ms idle: what is read now arrived during the pause, after the last turn.
    expect(turns.read(1140)).toBe(0);
    expect(turns.read(1150)).toBe(10);
  });

  it("adds the last turn's reading when the turns run back to back", () => {
    const turns = clockedTurns();
    turns.read(1000);
    turns.read(1150); // a long turn, request after request
    turns.endTurnAt(1151);
    // The next turn's first request may have arrived just after the long turn began.
    expect(turns.read(1152)).toBe(150);
    expect(turns.read(1160)).toBe(158);
    turns.endTurnAt(1161);
    // After a short turn the wait is short again.
    expect(turns.read(1162)).toBe(8);
  });

  it('does not count a turn that was long for another reason than reading requests', () => {
    const turns = clockedTurns();
    turns.read(1000);
    // One request read, then 300 ms of other work (a garbage collection) in the same turn.
    turns.endTurnAt(1300);
    expect(turns.read(1301)).toBe(0);
  });
});
