/**
 * Runs `work` once the browser has nothing more urgent to do (requestIdleCallback, or a short
 * timeout where there is none, as in Safari), at the latest after `timeoutMs`. Returns a cancel.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}
