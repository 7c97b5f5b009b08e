import { and, eq, inArray } from 'drizzle-orm';
import { offerAttributes } from '@jobboard/db/schema/attributes';
import { companies } from '@jobboard/db/schema/companies';
import {
  offerAttributeLinks,
  offerContents,
  offerPublications,
  offers,
} from '@jobboard/db/schema/offers';
import { cities } from '@jobboard/db/schema/places';
import type { ServiceContext } from '../../context';
import type { OfferDto } from '../../contracts/offers';
import type { Locale } from '../../http/locale';
import { attributeDto } from '../catalogue/attribute-dto';
import { localized } from '../localized';

export interface HydrateOptions {
  withDescription?: boolean;
}

/**
 * Turns ordered offer ids (already checked live on ctx.board) into response objects, in the same
 * order. Four small indexed queries, whatever the page size. Shown texts fall back to the primary
 * language; a confidential offer gets no company, address or exact position.
 */
export async function hydrateOffers(
  ctx: ServiceContext,
  ids: readonly number[],
  options: HydrateOptions = {},
): Promise<OfferDto[]> {
  if (ids.length === 0) return [];
  const idList = [...ids];
  const [rows, contents, links] = await Promise.all([
    ctx.db
      .select({
        offer: offers,
        publication: offerPublications,
        company: {
          id: companies.id,
          slug: companies.slug,
          nameFr: companies.nameFr,
          nameEn: companies.nameEn,
          logo: companies.logo,
        },
        city: { id: cities.id, slug: cities.slug, label: cities.label },
      })
      .from(offers)
      .innerJoin(
        offerPublications,
        and(eq(offerPublications.offerId, offers.id), eq(offerPublications.board, ctx.board)),
      )
      .innerJoin(companies, eq(companies.id, offers.companyId))
      .leftJoin(cities, eq(cities.id, offers.cityId))
      .where(inArray(offers.id, idList)),
    ctx.db
      .select({
        offerId: offerContents.offerId,
        language: offerContents.language,
        title: offerContents.title,
        ...(options.withDescription ? { description: offerContents.description } : {}),
      })
      .from(offerContents)
      .where(inArray(offerContents.offerId, idList)),
    ctx.db
      .select({ offerId: offerAttributeLinks.offerId, attribute: offerAttributes })
      .from(offerAttributeLinks)
      .innerJoin(offerAttributes, eq(offerAttributes.id, offerAttributeLinks.attributeId))
      .where(inArray(offerAttributeLinks.offerId, idList))
      .orderBy(offerAttributes.type, offerAttributes.position),
  ]);

  const contentsById = new Map<
    number,
    Partial<Record<Locale, { title: string; description?: string }>>
  >();
  for (const c of contents) {
    const entry = contentsById.get(c.offerId) ?? {};
    entry[c.language] = {
      title: c.title,
      ...('description' in c && typeof c.description === 'string'
        ? { description: c.description }
        : {}),
    };
    contentsById.set(c.offerId, entry);
  }
  const attributesById = new Map<number, OfferDto['attributes']>();
  for (const l of links) {
    const list = attributesById.get(l.offerId) ?? [];
    list.push(attributeDto(l.attribute));
    attributesById.set(l.offerId, list);
  }

  const byId = new Map<number, OfferDto>();
  for (const { offer, publication, company, city } of rows) {
    const texts = contentsById.get(offer.id) ?? {};
    const shownLanguage: Locale = texts[ctx.locale]
      ? ctx.locale
      : texts[offer.primaryLanguage]
        ? offer.primaryLanguage
        : ctx.locale === 'fr'
          ? 'en'
          : 'fr';
    const shown = texts[shownLanguage];
    const confidential = offer.isConfidential;
    byId.set(offer.id, {
      id: offer.id,
      slug: offer.slug,
      title: shown?.title ?? '',
      ...(options.withDescription ? { description: shown?.description ?? '' } : {}),
      language: shownLanguage,
      primary_language: offer.primaryLanguage,
      contents: texts,
      is_confidential: confidential,
      company: confidential
        ? null
        : {
            id: company.id,
            slug: company.slug,
            name: localized(ctx.locale, company.nameFr, company.nameEn) ?? '',
            name_fr: company.nameFr,
            name_en: company.nameEn,
            logo: company.logo,
          },
      city: city ?? null,
      address: confidential ? null : offer.address,
      lat: confidential ? null : offer.lat,
      lng: confidential ? null : offer.lng,
      salary:
        offer.salaryPeriod !== null
          ? { min: offer.salaryMin, max: offer.salaryMax, period: offer.salaryPeriod }
          : null,
      attributes: attributesById.get(offer.id) ?? [],
      // Only the board asked through: where else an offer runs is another board's business.
      jobboards: [{ name: ctx.board }],
      featured: publication.featured,
      has_applied: false,
      published_at: publication.publishedAt.toISOString(),
      expires_at: (publication.expiresAt ?? offer.expiresAt)?.toISOString() ?? null,
      created_at: offer.createdAt.toISOString(),
    });
  }
  return ids.flatMap((id) => {
    const dto = byId.get(id);
    return dto ? [dto] : [];
  });
}
