/**
 * prom-client's cluster support, for the server's primary and workers (platform/server): the
 * primary sums every worker's registry for a scrape. Re-exported here so prom-client stays a
 * dependency of this package only.
 */
export { AggregatorRegistry, type Registry } from 'prom-client';
