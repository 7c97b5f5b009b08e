import path from 'node:path';

/**
 * The demo employers' logos are files the app serves from `platform/public` (drawn by
 * scripts/render-demo-company-logos.ts): a stored logo is a path on the board, as an uploaded
 * one is (`/api/company-images/…`).
 */
export const demoCompanyLogoUrl = (slug: string) => `/demo/company-logos/${slug}.webp`;

export const demoCompanyLogoFile = (repoRoot: string, slug: string) =>
  path.join(repoRoot, 'platform', 'public', 'demo', 'company-logos', `${slug}.webp`);
