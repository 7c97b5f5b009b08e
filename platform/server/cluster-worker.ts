import cluster from 'node:cluster';
import { onLocalWrite } from '@jobboard/api/services/offers/search-generations';
import { NOT_FOUND_TOKEN_ENV, type PrimaryMessage, type WorkerMessage } from './cluster-messages';
import { serve } from './serve';

const tell = (message: WorkerMessage) => {
  if (process.connected) process.send?.(message);
};

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
    },
  });
}
