import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native/wasm database drivers must stay real Node modules, not bundled copies.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
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
