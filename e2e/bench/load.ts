import autocannon from 'autocannon';

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * autocannon (10 s, 10 connections) against one page. Run in-process rather than through the
 * CLI because the CLI has no p95 (its percentiles are p90 and p97.5): every response time is
 * kept and the percentiles are taken from them.
 */
export async function measureLoad(url: string, host: string) {
  const latencies: number[] = [];
  const run = autocannon({ url, connections: 10, duration: 10, headers: { host } });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    rps: round(result.requests.average),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
