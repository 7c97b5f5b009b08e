import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { runPrimary } from './cluster-primary';
import { runWorker } from './cluster-worker';
import { readServerEnv } from './env';
import { serve } from './serve';
import { workerCount } from './web-concurrency';

/**
 * The server's entry: a worker of the cluster, its primary, or (one worker, or development) the
 * single process that does both, as before issue 44.
 */
async function main() {
  if (cluster.isWorker) return runWorker();
  const dev = process.argv.includes('--dev');
  const workers = workerCount({
    setting: readServerEnv().WEB_CONCURRENCY,
    cores: availableParallelism(),
    dev,
  });
  return workers > 1 ? runPrimary(workers) : serve({ dev });
}

main().catch((error: unknown) => {
  console.error('[server] failed to start', error);
  process.exit(1);
});
