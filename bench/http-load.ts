import autocannon from 'autocannon';

export type LoadResult = {
  label: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Answers other than 2xx by status code (e.g. { "409": 3 }), so a failing run says why. */
  failedStatuses: Record<string, number>;
  /** The first answer other than 2xx, its status and body (measurePosts only). */
  firstFailure?: string;
};

function toLoadResult(label: string, connections: number, result: autocannon.Result): LoadResult {
  const failures = result.errors + result.timeouts + result.non2xx;
  const failedStatuses: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    if (!status.startsWith('2') && stats.count) failedStatuses[status] = stats.count;
  }
  return {
    label,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: failures,
    failedStatuses,
  };
}

/** Runs autocannon against one URL and keeps the figures the README reports. */
export async function measure(
  label: string,
  url: string,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return toLoadResult(label, connections, result);
}

/**
 * GETs a fresh path on every request, drawn by `nextPath` (e.g. a random search term), so that
 * repeated requests do not all hit one cached answer.
 */
export async function measurePaths(
  label: string,
  origin: string,
  nextPath: () => string,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: [{ method: 'GET', setupRequest: (raw: autocannon.Request) => ({ ...raw, path: nextPath() }) }],
  });
  return toLoadResult(label, connections, result);
}

/** One POST drawn fresh for every request: its own headers and body. */
export type DrawnPost = { headers: Record<string, string>; body: string };

/**
 * POSTs a request drawn by `next` on every request (e.g. another customer's order of other
 * products), so no two requests repeat one body or one user. Its requests a second are the 2xx
 * answers only.
 */
export async function measurePosts(
  label: string,
  url: string,
  next: () => DrawnPost,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  let firstFailure: string | undefined;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: [
      {
        method: 'POST',
        setupRequest: (raw: autocannon.Request) => {
          const drawn = next();
          return { ...raw, headers: { ...raw.headers, ...drawn.headers }, body: drawn.body };
        },
        onResponse: (status: number, body: string) => {
          if (status >= 300 && firstFailure === undefined) firstFailure = `${status} ${body.slice(0, 300)}`;
        },
      },
    ],
  });
  // Orders placed a second: a refusal (503, 409…) is answered at once and placed nothing, so it
  // must not count as throughput.
  const measured = {
    ...toLoadResult(label, connections, result),
    requestsPerSecond: Math.round(result['2xx'] / result.duration),
  };
  return firstFailure === undefined ? measured : { ...measured, firstFailure };
}
