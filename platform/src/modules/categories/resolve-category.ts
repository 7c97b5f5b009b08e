import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { attributeTypeSchema, type OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import { listOfferAttributes } from '@jobboard/api/services/catalogue/offer-attributes';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { serviceContext } from '@/modules/page-routes/server';
import { categoryPath } from '@jobboard/tenancy/paths';

const otherLocale = (locale: Locale): Locale => (locale === 'fr' ? 'en' : 'fr');

/**
 * The attribute a /category/{type}/{slug} path names among this board's attributes. An unknown
 * type or slug is a 404; the other language's slug (a switched or shared link) moves
 * permanently to this language's, so each attribute has one URL per language. Cached per
 * request: the metadata and the page both ask.
 */
export const resolveCategory = cache(
  async (
    board: BoardConfig,
    locale: Locale,
    type: string,
    slug: string,
  ): Promise<OfferAttributeDto> => {
    const parsed = attributeTypeSchema.safeParse(type);
    if (!parsed.success) notFound();
    const ctx = await serviceContext(board, locale);
    const ofType = (await listOfferAttributes(ctx)).filter((a) => a.type === parsed.data);
    const attribute = ofType.find((a) => a.slug[locale] === slug);
    if (attribute) return attribute;
    const translated = ofType.find((a) => a.slug[otherLocale(locale)] === slug);
    if (translated) permanentRedirect(categoryPath(locale, translated));
    notFound();
  },
);
