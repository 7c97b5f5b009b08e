/**
 * The team sizes an employer picks from (`GET /api/ats/team-sizes`), zod-free so the company
 * form can list them too. Ids are stored on the company; labels are per language.
 */
export const teamSizes = [
  { id: '1-10', fr: '1 à 10 employés', en: '1 to 10 employees' },
  { id: '11-50', fr: '11 à 50 employés', en: '11 to 50 employees' },
  { id: '51-200', fr: '51 à 200 employés', en: '51 to 200 employees' },
  { id: '201-500', fr: '201 à 500 employés', en: '201 to 500 employees' },
  { id: '501-1000', fr: '501 à 1 000 employés', en: '501 to 1,000 employees' },
  { id: '1001+', fr: 'Plus de 1 000 employés', en: 'More than 1,000 employees' },
] as const;

export type TeamSizeId = (typeof teamSizes)[number]['id'];

export const teamSizeIds = teamSizes.map((s) => s.id) as [TeamSizeId, ...TeamSizeId[]];

/**
 * Image files a company page shows, re-encoded on the server to these sizes (spec section 9:
 * logo files are 250 by 149; the cover has the home hero's 960 by 300 proportions, at twice
 * the size for sharp wide screens).
 */
export const companyImageSizes = {
  logo: { width: 250, height: 149 },
  cover: { width: 1920, height: 600 },
} as const;

export type CompanyImageKind = keyof typeof companyImageSizes;

/** Largest image upload accepted before any processing. */
export const companyImageMaxBytes = 8 * 1024 * 1024;

/** Image types accepted from the browser (content-sniffed on the server). */
export const companyImageAccept = 'image/jpeg,image/png,image/webp';
