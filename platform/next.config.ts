import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native/wasm database drivers must stay real Node modules, not bundled copies. The query
  // builder and the API's router are server-only and need no bundling either; kept out, they
  // also leave the module graph, whose size sets the length of every module id in the client's
  // chunks (Turbopack hashes ids to the digits of 20 × the module count: past 5,000 modules each
  // id takes a sixth digit, 0.3 kB more first-load JavaScript on every public page; issue 16).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm', 'hono'],
  transpilePackages: [
    '@jobboard/api',
    '@jobboard/db',
    '@jobboard/tenancy',
    '@jobboard/tenants',
    '@jobboard/themes',
  ],
  // The board fonts' names carry their content hash (npm run fonts:subset): cache them for good.
  headers: async () => [
    {
      source: '/fonts/:file',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
  ],
  // `npm run typecheck` checks every workspace once; doing it again inside the build costs CI minutes.
  typescript: { ignoreBuildErrors: true },
  // forbidden() from next/navigation renders the 403 page (forbidden.tsx) with status 403; the
  // route guards of later issues call it when a permission is missing (spec section 6).
  experimental: {
    authInterrupts: true,
    // A fresh CI clone never reads the build cache back, and writing it took 30 s of the run;
    // local rebuilds (e2e reruns, npm start after a change) keep it.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
};

export default withNextIntl(nextConfig);
