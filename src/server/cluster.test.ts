import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { superviseWorkers, type WorkerHandle } from './cluster.ts';

class FakeWorker extends EventEmitter implements WorkerHandle {
  readonly signals: string[] = [];
  constructor(readonly id: number) {
    super();
  }
  kill(signal = 'SIGTERM'): void {
    this.signals.push(signal);
    queueMicrotask(() => this.emit('exit', null, signal));
  }
  die(code: number): void {
    this.emit('exit', code, null);
  }
}

function harness(count: number) {
  const forked: FakeWorker[] = [];
  const logs: string[] = [];
  let clock = 0;
  const supervisor = superviseWorkers({
    count,
    fork: () => {
      const worker = new FakeWorker(forked.length + 1);
      forked.push(worker);
      return worker;
    },
    log: (message) => logs.push(message),
    now: () => clock,
    startupMs: 1_000,
    maxStartupFailures: 3,
  });
  return { supervisor, forked, logs, advance: (ms: number) => (clock += ms) };
}

describe('cluster supervisor', () => {
  it('forks the asked number of server processes', () => {
    const { supervisor, forked } = harness(2);
    expect(forked).toHaveLength(2);
    expect(supervisor.workers()).toBe(2);
  });

  it('replaces a server process that dies while serving', () => {
    const { supervisor, forked, logs, advance } = harness(2);
    advance(60_000);
    forked[0]?.die(1);
    expect(forked).toHaveLength(3);
    expect(supervisor.workers()).toBe(2);
    expect(logs).toEqual(['Server process 1 exited with code 1; starting another.']);
  });

  it('gives up when processes keep dying at start, rather than forking forever', async () => {
    const { supervisor, forked, logs } = harness(1);
    forked[0]?.die(1);
    forked[1]?.die(1);
    forked[2]?.die(1);
    expect(await supervisor.done).toEqual({ failed: true });
    expect(forked).toHaveLength(3);
    expect(logs.at(-1)).toBe('Server process 3 exited with code 1; 3 in a row died at start, stopping.');
  });

  it('passes a stop signal to every process and resolves when all have exited', async () => {
    const { supervisor, forked } = harness(2);
    await supervisor.stop('SIGINT');
    expect(forked.map((worker) => worker.signals)).toEqual([['SIGINT'], ['SIGINT']]);
    expect(forked).toHaveLength(2); // none replaced
    expect(await supervisor.done).toEqual({ failed: false });
  });
});
