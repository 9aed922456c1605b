import autocannon from 'autocannon';

export type LoadResult = {
  label: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

/** A request other than a plain GET: its method, headers and body, and a header made fresh per request. */
export type LoadRequest = {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  /** e.g. a unique Idempotency-Key on every request. */
  perRequestHeader?: { name: string; value: () => string };
};

function toLoadResult(label: string, connections: number, result: autocannon.Result): LoadResult {
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    label,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: failures,
  };
}

/** Runs autocannon against one URL and keeps the figures the README reports. */
export async function measure(
  label: string,
  url: string,
  connections: number,
  seconds: number,
  request?: LoadRequest,
): Promise<LoadResult> {
  const perRequest = request?.perRequestHeader;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    ...(request
      ? {
          requests: [
            {
              method: request.method,
              headers: request.headers,
              body: request.body,
              ...(perRequest
                ? {
                    setupRequest: (raw: autocannon.Request) => ({
                      ...raw,
                      headers: { ...raw.headers, [perRequest.name]: perRequest.value() },
                    }),
                  }
                : {}),
            },
          ],
        }
      : {}),
  });
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
