/**
 * Runs `job` every `everyMs` in this process (and once `firstAfterMs` after starting, when given),
 * never two runs at once: a run still going when the next is due makes that one skip. A failed run
 * is passed to `onError` and the next run tries again. The timers never keep the process alive.
 * The function returned stops the runs and resolves once a run in progress has ended, so what the
 * job uses (the database, a payment provider) can be closed after it.
 */
export function repeatInBackground({
  everyMs,
  firstAfterMs,
  job,
  onError,
}: {
  everyMs: number;
  firstAfterMs?: number;
  job: () => Promise<void>;
  onError: (error: unknown) => void;
}): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = job()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  const first = firstAfterMs === undefined ? undefined : setTimeout(run, firstAfterMs).unref();
  const timer = setInterval(run, everyMs).unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
