import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_ROWS, ROWS_PER_SLICE, useRowsInSlices } from './use-rows-in-slices.ts';

describe('useRowsInSlices', () => {
  it('draws the first screen first, then every row, a slice at a time', async () => {
    const rows = FIRST_ROWS + 2 * ROWS_PER_SLICE + 1;
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const limit = useRowsInSlices(rows);
      seen.push(limit);
      return limit;
    });
    expect(seen[0]).toBe(FIRST_ROWS);
    await waitFor(() => expect(result.current).toBe(Number.POSITIVE_INFINITY));
    expect(seen).toContain(FIRST_ROWS + ROWS_PER_SLICE);
  });

  it('holds at the first slice while the guide loads', async () => {
    const { result, rerender } = renderHook(({ rows }) => useRowsInSlices(rows), {
      initialProps: { rows: undefined as number | undefined },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(FIRST_ROWS);
    rerender({ rows: 3 });
    await waitFor(() => expect(result.current).toBe(Number.POSITIVE_INFINITY));
  });
});
