import { runConcurrentBench } from './concurrent/run-concurrent';

/**
 * npm run bench:api: the production server on 100,000 generated offers, under 10 and 50
 * concurrent connections for 20 s each: health, the attribute dictionary, the offers search mix
 * and single offers. Figures, not a test: nothing fails on a slow run.
 */
await runConcurrentBench('bench:api', [
  { name: 'health', requests: () => [{ path: '/api/health', host: 'hospitality.localhost' }] },
  {
    name: 'offer-attributes',
    requests: () => [
      { path: '/api/offer-attributes', host: 'hospitality.localhost' },
      { path: '/api/offer-attributes', host: 'careers.localhost' },
    ],
  },
  { name: 'offers (mix)', requests: (r) => r.searches },
  { name: 'one offer', requests: (r) => r.offers },
]);
