import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from '@jobboard/api/metrics/cluster';
import { onLocalWrite } from '@jobboard/api/services/offers/search-generations';
import { NOT_FOUND_TOKEN_ENV, type PrimaryMessage, type WorkerMessage } from './cluster-messages';
import { serve } from './serve';

const METRICS_WAIT_MS = 6000;

const tell = (message: WorkerMessage) => {
  // With a callback a failed send (the primary gone a moment ago) is not an 'error' event that
  // would throw: the worker finishes its requests and exits when the channel closes.
  if (process.connected) process.send?.(message, undefined, {}, () => undefined);
};

/**
 * prom-client's cluster support: the primary asks every worker for its registry and sums them.
 * The worker that received the scrape asks the primary for that sum.
 */
function shareMetrics(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries(registry);
  // Constructing one installs the worker's answer to the primary's requests.
  new AggregatorRegistry();
  const waiting = new Map<number, (answer: PrimaryMessage & { type: 'metrics' }) => void>();
  let next = 0;
  process.on('message', (message: PrimaryMessage) => {
    if (message?.type === 'metrics') waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = (next += 1);
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary did not answer with the metrics'));
      }, METRICS_WAIT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(answer.error ?? 'no metrics'));
      });
      tell({ type: 'metrics-request', id });
    });
}

/** A worker of the cluster (cluster-primary.ts): the single-process server, told it is one. */
export function runWorker(): Promise<void> {
  onLocalWrite(() => tell({ type: 'wrote' }));
  return serve({
    dev: false,
    worker: {
      label: `[worker ${cluster.worker?.id ?? process.pid}]`,
      notFoundToken: process.env[NOT_FOUND_TOKEN_ENV] ?? '',
      ready: () => tell({ type: 'ready' }),
      onSiblingWrite: (listener) =>
        process.on('message', (message: PrimaryMessage) => {
          if (message?.type === 'sibling-wrote') listener();
        }),
      shareMetrics,
    },
  });
}
