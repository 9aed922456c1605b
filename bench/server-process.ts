import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Seconds a freshly started shop keeps busy after its first answer: it builds its catalogue order
 * index (100,000 products) in the background. Measure it, or start another process, only after.
 */
export const SETTLE_SECONDS = 8;

export type Server = {
  process: ChildProcess;
  origin: string;
  /** Milliseconds from spawning the process to its first answered `readyPath` request. */
  coldStartMs: number;
};

/**
 * The node options of `npm start` (package.json's start script, `node <options> scripts/start.mjs`),
 * so the bench runs the shop with the flags production runs it with.
 */
export function npmStartNodeOptions(): string[] {
  const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const words = packageJson.scripts.start.split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'scripts/start.mjs') {
    throw new Error(
      `npm start is no longer "node <options> scripts/start.mjs": ${packageJson.scripts.start}`,
    );
  }
  return words.slice(1, -1);
}

/** Starts `script` with `env`; its standard output is dropped unless `stdout` is 'pipe'. */
export function startScript(
  script: string,
  env: Record<string, string>,
  { stdout = 'ignore' }: { stdout?: 'ignore' | 'pipe' } = {},
): ChildProcess {
  // node itself (not npx), so that kill() stops the server rather than a wrapper around it;
  // TypeScript through tsx, the shop's `npm start` (scripts/start.mjs) and a built server bundle
  // with npm start's node options.
  const args = script.endsWith('.ts')
    ? ['--import', 'tsx', script]
    : script === 'scripts/start.mjs' || script.endsWith('.js')
      ? [...npmStartNodeOptions(), script]
      : [script];
  return spawn(process.execPath, args, {
    stdio: ['ignore', stdout, 'inherit'],
    env: { ...process.env, ...env },
  });
}

/**
 * The environment the bench runs the shop in: production mode on `databaseUrl` with `workers`
 * processes. One load generator is one client address and one user, so the request limits stay in
 * place (their cost is part of what is measured) but are set far above what the bench sends.
 */
export function benchShopEnv(databaseUrl: string, workers: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    WEB_CONCURRENCY: workers,
    CATALOG_RATE_LIMIT: '1000000000',
    USER_WRITE_RATE_LIMIT: '1000000000',
  };
}

/** Starts `script` on `port` and waits, polling every 10 ms, until `readyPath` answers 200. */
export async function startServer(
  script: string,
  port: number,
  readyPath: string,
  env: Record<string, string>,
): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`;
  // A server left on the port (another run's) would answer in this one's place.
  const taken = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: stop what listens there first`);
  const started = performance.now();
  const child = startScript(script, { ...env, PORT: String(port) });
  // However the bench ends, its servers end with it.
  process.once('exit', () => child.kill());
  for (let attempt = 0; attempt < 12_000; attempt++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}${readyPath}`)).ok) {
        return { process: child, origin, coldStartMs: Math.round(performance.now() - started) };
      }
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  child.kill();
  throw new Error(`${origin}${readyPath} did not answer`);
}

/** Resident memory of a running process in MB (Linux), from /proc. */
function pidRssMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** The processes `pid` started (a cluster's server processes), from /proc. */
function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The shop's resident memory: its one process's MB, or for a cluster each server process's and
 * the first process's (which forks them and answers no requests).
 */
export function rssReport(child: ChildProcess): string {
  if (child.pid === undefined) return '? MB';
  const first = pidRssMb(child.pid);
  const servers = childPids(child.pid).map(pidRssMb);
  if (servers.length === 0) return `${first ?? '?'} MB`;
  return `${servers.map((mb) => mb ?? '?').join(' and ')} MB (server processes; the first process ${first ?? '?'} MB)`;
}
