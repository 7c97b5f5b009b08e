/**
 * Draws the demo employers' logos (`platform/public/demo/company-logos/<slug>.webp`, 250×149 like
 * an uploaded logo once re-encoded): a coloured badge with the company's initials. The demo seed
 * points each company at its file, so company pages, cards and the JobPosting JSON-LD
 * (`hiringOrganization.logo`) show a logo. Run after adding a demo company:
 * `npx tsx scripts/render-demo-company-logos.ts` (the seed's test fails while a file is missing).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { companySeeds } from '@jobboard/db/seed/companies';
import { demoCompanyLogoFile, demoCompanyLogoUrl } from '@jobboard/db/seed/company-logos';
import { slugify } from '@jobboard/db/seed/slug';

const root = path.resolve(import.meta.dirname, '..');
const palette = ['#1b5e7a', '#8a3b12', '#2f6b3a', '#5b3f8c', '#9c2f4f', '#305f9e', '#6b5a12'];
const stop = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'et', 'a', 'chez']);

function initials(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[\s'’-]+/)
    .filter((w) => w && !stop.has(w.toLowerCase()));
  return words
    .slice(0, 3)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

mkdirSync(path.dirname(demoCompanyLogoFile(root, 'x')), { recursive: true });
for (const [i, company] of companySeeds.entries()) {
  const slug = slugify(company.nameFr);
  const colour = palette[i % palette.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="250" height="149" viewBox="0 0 250 149">
  <rect x="50" y="4" width="150" height="141" rx="28" fill="${colour}"/>
  <text x="125" y="92" font-family="DejaVu Sans, Arial, sans-serif" font-size="52" font-weight="700"
    text-anchor="middle" fill="#ffffff">${escape(initials(company.nameFr))}</text>
</svg>`;
  await sharp(Buffer.from(svg)).webp({ quality: 90 }).toFile(demoCompanyLogoFile(root, slug));
  console.log(demoCompanyLogoUrl(slug));
}
