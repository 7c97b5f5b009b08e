import type { Page } from '@playwright/test';

/** Real ids and canonical slugs of one board's seeded catalogue, per language. */
export interface CatalogueSample {
  offer: { id: number; slug: { fr: string; en: string } };
  company: { id: number; slug: { fr: string; en: string } };
  specialization: { fr: string; en: string };
  city: string;
}

interface OfferItem {
  id: number;
  slug: string;
  company: { id: number; slug: string } | null;
  city: { slug: string } | null;
}

/**
 * Browsing pages are real now: a made-up id 404s and a made-up slug redirects to the canonical
 * one. Route checks therefore ask the board's own API (through the page: Node's resolver does
 * not know *.localhost) for an offer with a company, and a specialization of that board.
 */
export function catalogueSample(page: Page, board: string): Promise<CatalogueSample> {
  return page.evaluate(async (key) => {
    const get = async <T>(path: string): Promise<T> => (await fetch(path)).json() as Promise<T>;
    const list = await get<{ data: OfferItem[] }>(`/api/jobboard/${key}/offers?lg=en`);
    const offer = list.data.find((o) => o.company && o.city);
    if (!offer?.company || !offer.city) throw new Error(`no offer with a company on ${key}`);
    const { data: inFr } = await get<{ data: OfferItem }>(
      `/api/jobboard/${key}/offers/${offer.id}?lg=fr`,
    );
    const attributes = await get<{ data: { type: string; slug: { fr: string; en: string } }[] }>(
      `/api/jobboard/${key}/offer-attributes`,
    );
    const specialization = attributes.data.find((a) => a.type === 'specialization');
    if (!specialization) throw new Error(`no specialization on ${key}`);
    return {
      offer: { id: offer.id, slug: { en: offer.slug, fr: inFr.slug } },
      company: {
        id: offer.company.id,
        slug: { en: offer.company.slug, fr: inFr.company?.slug ?? offer.company.slug },
      },
      specialization: specialization.slug,
      city: offer.city.slug,
    };
  }, board);
}
