import autocannon from 'autocannon';

export type LoadResult = {
  label: string;
  connections: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
};

/** Runs autocannon against one URL and keeps the figures the README reports. */
export async function measure(
  label: string,
  url: string,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    label,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: failures,
  };
}
