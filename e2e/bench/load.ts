import autocannon from 'autocannon';
import { processCpuMs } from '../../packages/api/bench/concurrent/process-cpu';

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * autocannon (10 s, 10 connections) against one page. Run in-process rather than through the
 * CLI because the CLI has no p95 (its percentiles are p90 and p97.5): every response time is
 * kept and the percentiles are taken from them. `acceptEncoding` asks for a compressed answer,
 * as browsers do (without it the server sends plain HTML). With `serverPid`, also the server's
 * CPU time (user + system, /proc) per answered request: the render cost a signed-in visitor, or
 * a URL not in the page cache, pays.
 */
export async function measureLoad(
  url: string,
  host: string,
  options: {
    cookie?: string;
    serverPid?: number;
    durationS?: number;
    acceptEncoding?: string;
  } = {},
) {
  const latencies: number[] = [];
  const headers: Record<string, string> = { host };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.acceptEncoding) headers['accept-encoding'] = options.acceptEncoding;
  const cpuBefore = options.serverPid ? processCpuMs(options.serverPid) : 0;
  const run = autocannon({ url, connections: 10, duration: options.durationS ?? 10, headers });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  const cpuMs = options.serverPid ? processCpuMs(options.serverPid) - cpuBefore : 0;
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    rps: round(result.requests.average),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    ...(options.serverPid ? { cpuMsPerReq: round(cpuMs / Math.max(1, latencies.length)) } : {}),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
