import autocannon from 'autocannon';

/** Fixed load: 50 concurrent connections for 10 seconds, on loopback only. */
const LOAD = { connections: 50, durationSeconds: 10 } as const;

/** What one load run measured. */
export interface LoadResult {
  /** Average completed requests per second. */
  requestsPerSecond: number;
  /** 99th percentile latency in milliseconds. */
  p99LatencyMs: number;
  /** Responses that were not 2xx, plus connection errors and timeouts. */
  failedRequests: number;
}

/** Runs a bounded autocannon load against one GET URL. */
export async function measureLoad(url: string): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99LatencyMs: result.latency.p99,
    failedRequests: result.non2xx + result.errors + result.timeouts,
  };
}
