import { startTransition, useEffect, useState } from 'react';

/** Rows in the guide's first drawing: more than a phone's first screen holds (about four). */
export const FIRST_ROWS = 8;
/** Rows added by each later drawing, one drawing a frame. */
export const ROWS_PER_SLICE = 8;

/**
 * How many of the guide's rows to draw. A guide arrives with 40 rows or more, and React commits a
 * render in one piece: all of them at once was one long task on a slowed phone CPU, after the first
 * paint (Lighthouse's total blocking time, decision 0205). The first screen is drawn first and the
 * rest a slice a frame after it; once every row has been drawn, every row is, whatever changes.
 * `rows` is undefined while the guide loads.
 */
export function useRowsInSlices(rows: number | undefined): number {
  const [limit, setLimit] = useState(FIRST_ROWS);
  const [allDrawn, setAllDrawn] = useState(false);
  const waiting = !allDrawn && rows !== undefined;
  useEffect(() => {
    if (!waiting || rows === undefined) return;
    if (limit >= rows) {
      setAllDrawn(true);
      return;
    }
    // After the next frame is painted: a timeout set in a frame's callback runs once it has.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setLimit((drawn) => drawn + ROWS_PER_SLICE)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [waiting, limit, rows]);
  return allDrawn ? Number.POSITIVE_INFINITY : limit;
}
