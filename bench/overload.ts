import { Agent, request as httpRequest } from 'node:http';
import { DEFAULT_RETRY_SECONDS, retryAfterSeconds, retryWaitMs } from '../src/domain/retry-wait.ts';
import type { DrawnPost } from './http-load.ts';
import { cardOrderPosts } from './order-load.ts';
import { catalogueCells, type UrlSets } from './url-sets.ts';

/** One point of the overload curve: a mixed load at `connections` for the run's seconds. */
export type OverloadPoint = {
  connections: number;
  /** Answers that were not refused (anything but a 503), per second. */
  servedPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Refused by load shedding (or a database wait) with 503 and Retry-After. */
  refused: number;
  refusedPerSecond: number;
  /** Any other 5xx: what must never happen. */
  otherServerErrors: number;
  /** 4xx: a bench request the shop did not accept (a bug of the bench, not load). */
  clientErrors: number;
  /** Connection errors and requests unanswered for 10 s. */
  failures: number;
};

type NextRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

/** Draws one of `weighted` with the chance of its weight. */
function weightedPick<T>(weighted: [T, number][]): T {
  let draw = Math.random() * weighted.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [item, weight] of weighted) {
    draw -= weight;
    if (draw < 0) return item;
  }
  return weighted[0]?.[0] as T;
}

/** Per cent of the mix for each catalogue cell, by the start of its label (bench/url-sets.ts). */
const MIX: [string, number][] = [
  // Browsing, 80 %: product pages most, then category and list pages; a few filter allergens.
  ['product by slug', 35],
  ['category pages (any level', 25],
  ['list pages', 12],
  ["category pages 'free from'", 8],
  // Searching, 10 %.
  ['search (random term)', 5],
  ['search in a category', 4],
  ["search 'free from'", 1],
];

/**
 * The mix of a busy shop: 80 % browsing, 10 % searches (over ~1,460 terms), 10 % card orders from
 * `customers`; every path drawn afresh, so the catalogue cache holds little of it.
 */
function mixedRequests(sets: UrlSets, nextOrder: () => DrawnPost): () => NextRequest {
  const cells = catalogueCells(sets);
  const noHeaders: Record<string, string> = {};
  const weighted: [() => NextRequest, number][] = MIX.map(([label, share]) => {
    const cell = cells.find((candidate) => candidate.label.startsWith(label));
    if (!cell) throw new Error(`no catalogue cell "${label}"`);
    return [() => ({ method: 'GET', path: cell.nextPath(), headers: noHeaders }), share];
  });
  weighted.push([() => ({ method: 'POST', path: '/api/myorders', ...nextOrder() }), 10]);
  return () => weightedPick(weighted)();
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
}

/** What one request came to: its status, how long it took, and how long the shop asked to wait. */
type Answer =
  | { status: number; ms: number; retryAfterSeconds: number | undefined }
  | { status: 'failed'; ms: number };

/** Sends one request on `agent`'s kept-alive sockets and reads the whole answer. */
function send(agent: Agent, origin: URL, next: NextRequest): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: next.method,
        path: next.path,
        headers:
          next.body === undefined
            ? next.headers
            : { ...next.headers, 'content-length': Buffer.byteLength(next.body) },
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            retryAfterSeconds: retryAfterSeconds(response.headers['retry-after']),
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in 10 s')));
    request.on('error', () => resolve({ status: 'failed', ms: performance.now() - started }));
    request.end(next.body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `connections` clients, each sending its next request as soon as the last is answered, for
 * `seconds`. A client refused with 503 waits the Retry-After the shop sent before it asks again, as
 * a person shown "very busy" would: a bench that retried at once would measure its own flood of
 * refusals (tens of thousands a second) rather than the shop. It waits it as the shop's web app does,
 * between half and one and a half times it (src/domain/retry-wait.ts, decision 0206): clients that
 * all waited exactly the time they were told came back together, a herd no real crowd of browsers
 * running the shop's own retry would make.
 */
async function loadAt(
  agent: Agent,
  origin: string,
  next: () => NextRequest,
  connections: number,
  seconds: number,
) {
  const url = new URL(origin);
  const deadline = performance.now() + seconds * 1000;
  const served: number[] = [];
  let refused = 0;
  let otherServerErrors = 0;
  let clientErrors = 0;
  let failures = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      const answer = await send(agent, url, next());
      if (answer.status === 'failed') failures += 1;
      else if (answer.status === 503) {
        refused += 1;
        const waitMs = retryWaitMs(answer.retryAfterSeconds ?? DEFAULT_RETRY_SECONDS);
        await sleep(Math.min(waitMs, Math.max(0, deadline - performance.now())));
      } else if (answer.status >= 500) otherServerErrors += 1;
      else {
        if (answer.status >= 400) clientErrors += 1;
        served.push(answer.ms);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  served.sort((a, b) => a - b);
  return {
    connections,
    servedPerSecond: Math.round(served.length / seconds),
    p50Ms: percentile(served, 0.5),
    p99Ms: percentile(served, 0.99),
    refused,
    refusedPerSecond: Math.round(refused / seconds),
    otherServerErrors,
    clientErrors,
    failures,
  } satisfies OverloadPoint;
}

/** The overload curve of the shop at `origin`: the mixed load at each number of connections. */
export async function overloadCurve(
  origin: string,
  databaseUrl: string,
  sets: UrlSets,
  connectionCounts: number[],
  seconds: number,
): Promise<OverloadPoint[]> {
  const nextOrder = await cardOrderPosts(databaseUrl, 200);
  const next = mixedRequests(sets, nextOrder);
  // One order by hand first, so a payload the shop refuses fails loudly instead of measuring 4xx.
  const probe = nextOrder();
  const answer = await fetch(`${origin}/api/myorders`, { method: 'POST', ...probe });
  if (answer.status !== 201) throw new Error(`bench order refused: ${answer.status} ${await answer.text()}`);
  const points: OverloadPoint[] = [];
  for (const connections of connectionCounts) {
    // Every client keeps its connection while it waits to ask again, as a browser keeps its own, and
    // the measured clients keep the warm-up's: the crowd is there when the measuring starts. Node's
    // agent keeps only 256 idle connections by default, so at 500 connections the clients waiting
    // out a refusal had theirs closed and came back on new ones, which a saturated process accepted
    // seconds late: 244 new connections a point, 170 answers slower than a second, p99 5 s
    // (decision 0206).
    const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
    await loadAt(agent, origin, next, connections, 1); // warm-up
    const point = await loadAt(agent, origin, next, connections, seconds);
    agent.destroy();
    console.log(
      `mixed load @${connections}: ${point.servedPerSecond} served/s, p50 ${point.p50Ms} ms, p99 ${point.p99Ms} ms, ${point.refused} refused (503), ${point.otherServerErrors} other 5xx, ${point.clientErrors} 4xx, ${point.failures} failures`,
    );
    points.push(point);
  }
  return points;
}

export function overloadTable(rows: { label: string; points: OverloadPoint[] }[]): string[] {
  return [
    '| shop | connections | served req/s | p50 ms | p99 ms | 503 (refused) | other 5xx | 4xx | failures |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.flatMap(({ label, points }) =>
      points.map(
        (point) =>
          `| ${label} | ${point.connections} | ${point.servedPerSecond} | ${point.p50Ms} | ${point.p99Ms} | ${point.refused} | ${point.otherServerErrors} | ${point.clientErrors} | ${point.failures} |`,
      ),
    ),
  ];
}
