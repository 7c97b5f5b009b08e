import autocannon from 'autocannon';
import { processCpuMs } from './process-cpu';

/** One request of a load run: the path and the Host that picks the board. */
export interface LoadRequest {
  path: string;
  host: string;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU time (user + system) the server process spent, per request answered. */
  cpuMsPerRequest: number;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * autocannon against 127.0.0.1 for `durationS` seconds (or for `amount` requests), cycling
 * through `requests` (a fixed list, so every run sends the same mix). Every response time is
 * kept: the CLI has no p95.
 */
export async function runLoad(options: {
  port: number;
  serverPid: number;
  requests: readonly LoadRequest[];
  connections: number;
  durationS: number;
  amount?: number;
}): Promise<LoadResult> {
  const { port, serverPid, requests, connections, durationS, amount } = options;
  if (requests.length === 0) throw new Error('no requests to send');
  let next = 0;
  const latencies: number[] = [];
  const cpuBefore = processCpuMs(serverPid);
  const run = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    ...(amount === undefined ? { duration: durationS } : { amount }),
    requests: [
      {
        setupRequest: (request) => {
          const r = requests[next % requests.length] as LoadRequest;
          next += 1;
          return { ...request, path: r.path, headers: { ...request.headers, host: r.host } };
        },
      },
    ],
  });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  const cpuMs = processCpuMs(serverPid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    rps: Math.round(result.requests.average),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    requests: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest: latencies.length > 0 ? Math.round((cpuMs / latencies.length) * 100) / 100 : 0,
  };
}
