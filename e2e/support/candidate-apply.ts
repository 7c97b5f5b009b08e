import { expect, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Account } from './accounts';

/**
 * Applying as the candidate specs do it. Apply-and-register makes an account without using up
 * the hourly sign-up limit of the run's address (it has its own, per minute), so the specs that
 * need a fresh candidate make one this way.
 */
export interface DemoOffer {
  id: number;
  slug: string;
  title: string;
  /** Whether the signed-in candidate applied to it (false for a visitor). */
  has_applied: boolean;
}

/** Offers of the demo team's companies, so an application has an employer to reach. */
export const demoCompany: Record<string, string> = {
  hospitality: 'Riverain',
  careers: 'Beauchemin',
};

export const offerSegment = { fr: 'offre', en: 'offer' } as const;
export const applySegment = { fr: 'application', en: 'apply' } as const;

export const offerUrl = (locale: 'fr' | 'en', offer: DemoOffer) =>
  `/${locale}/${offerSegment[locale]}/${offer.slug}/${offer.id}`;

export const applyUrl = (locale: 'fr' | 'en', offer: DemoOffer) =>
  `${offerUrl(locale, offer)}/${applySegment[locale]}`;

export async function resumePdf(name: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText(name, { x: 50, y: 780, font, size: 18 });
  page.drawText('Serveuse, barista - Montreal', { x: 50, y: 750, font, size: 12 });
  return Buffer.from(await doc.save());
}

/** The demo company's live offers in `locale` (slugs and titles of that language). */
export async function demoOffers(
  page: Page,
  board: string,
  locale: 'fr' | 'en',
  atLeast = 5,
): Promise<DemoOffer[]> {
  const company = encodeURIComponent(demoCompany[board] ?? '');
  const data = await page.evaluate(
    async (url) => ((await (await fetch(url)).json()) as { data: DemoOffer[] }).data,
    `/api/jobboard/${board}/offers?company=${company}&lg=${locale}`,
  );
  expect(data.length, `offers of ${demoCompany[board]}`).toBeGreaterThanOrEqual(atLeast);
  return data;
}

/**
 * Applies to `offerId` and registers `account` through the API, as the apply page's form does;
 * the page is then signed in as that (unconfirmed) candidate.
 */
export async function applyAndRegister(
  page: Page,
  board: string,
  offerId: number,
  account: Account,
  locale: 'fr' | 'en' = 'en',
) {
  const pdf = (await resumePdf(`${account.firstName} ${account.lastName}`)).toString('base64');
  const status = await page.evaluate(
    async ({ url, account, pdf, locale }) => {
      const form = new FormData();
      const bytes = Uint8Array.from(atob(pdf), (c) => c.charCodeAt(0));
      form.set('client', 'web');
      form.set('lg', locale);
      form.set('first_name', account.firstName);
      form.set('last_name', account.lastName);
      form.set('email', account.email);
      form.set('password', account.password);
      form.set('consent', 'true');
      form.set('resume', new File([bytes], 'CV.pdf', { type: 'application/pdf' }));
      return (await fetch(url, { method: 'POST', body: form })).status;
    },
    {
      url: `/api/jobboard/${board}/offers/${offerId}/apply-register?lg=${locale}`,
      account,
      pdf,
      locale,
    },
  );
  expect(status, 'apply-register').toBe(201);
}
