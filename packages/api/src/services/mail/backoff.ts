export interface BackoffOptions {
  baseDelayMs: number;
  maxDelayMs: number;
  /** 0 <= random() < 1; injected so tests are deterministic. */
  random: () => number;
}

/**
 * Delay before the next try after `attempts` failed ones: exponential, capped, with "equal
 * jitter" (half fixed, half random) so mail held back by one outage does not all retry at once.
 */
export function retryDelayMs(attempts: number, options: BackoffOptions): number {
  const exponential = options.baseDelayMs * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(options.maxDelayMs, exponential);
  return Math.round(capped / 2 + (capped / 2) * options.random());
}
