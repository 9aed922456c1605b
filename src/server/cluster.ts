/**
 * The first process of a clustered shop: after it has migrated and seeded, it forks the server
 * processes that answer requests (they share the listening port through Node's cluster module),
 * starts a new one when one dies, and stops them all on SIGTERM or SIGINT.
 */

/** What the supervisor needs of a forked process (node:cluster's Worker, or a test's stand-in). */
export type WorkerHandle = {
  readonly id: number;
  on(event: 'exit', listener: (code: number | null, signal: string | null) => void): unknown;
  kill(signal?: string): void;
};

export type Supervisor = {
  /** Stops every worker and resolves once they have all exited. */
  stop(signal?: string): Promise<void>;
  /** Resolves when the supervisor gives up or is stopped: true when workers kept dying at start. */
  readonly done: Promise<{ failed: boolean }>;
  readonly workers: () => number;
};

export type SuperviseOptions = {
  count: number;
  fork: () => WorkerHandle;
  log: (message: string) => void;
  now?: () => number;
  /** A worker that dies within this many ms of being forked counts as failing to start. */
  startupMs?: number;
  /** After this many such deaths in a row the supervisor gives up, rather than forking forever. */
  maxStartupFailures?: number;
};

export function superviseWorkers({
  count,
  fork,
  log,
  now = Date.now,
  startupMs = 5_000,
  maxStartupFailures = 5,
}: SuperviseOptions): Supervisor {
  const running = new Map<number, WorkerHandle>();
  let stopping = false;
  let startupFailures = 0;
  let finish: (result: { failed: boolean }) => void = () => {};
  const done = new Promise<{ failed: boolean }>((resolve) => {
    finish = resolve;
  });
  let failed = false;

  const start = () => {
    const worker = fork();
    const forkedAt = now();
    running.set(worker.id, worker);
    worker.on('exit', (code, signal) => {
      running.delete(worker.id);
      if (stopping) {
        if (running.size === 0) finish({ failed });
        return;
      }
      const died = signal ? `signal ${signal}` : `code ${code}`;
      startupFailures = now() - forkedAt < startupMs ? startupFailures + 1 : 0;
      if (startupFailures >= maxStartupFailures) {
        log(
          `Server process ${worker.id} exited with ${died}; ${startupFailures} in a row died at start, stopping.`,
        );
        failed = true;
        void stop();
        return;
      }
      log(`Server process ${worker.id} exited with ${died}; starting another.`);
      start();
    });
  };

  const stop = async (signal = 'SIGTERM') => {
    stopping = true;
    if (running.size === 0) finish({ failed });
    for (const worker of running.values()) worker.kill(signal);
    await done;
  };

  for (let i = 0; i < count; i++) start();
  return { stop, done, workers: () => running.size };
}
