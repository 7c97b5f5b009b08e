import { sql } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { queryRows } from '@jobboard/db/query';
import { companies } from '@jobboard/db/schema/companies';
import {
  offerAttributeLinks,
  offerContents,
  offerPublications,
  offers,
} from '@jobboard/db/schema/offers';
import { refreshOfferSearch } from '@jobboard/db/seed/bulk-offers';

export interface FixtureOffer {
  companyId: number;
  contents: { language: 'fr' | 'en'; title: string; description?: string }[];
  primaryLanguage?: 'fr' | 'en';
  isConfidential?: boolean;
  boards: string[];
  cityId?: number;
  attributeIds?: number[];
  status?: 'draft' | 'published';
  /** Hours since publication (default 1); expired offers use a past expiry. */
  publishedHoursAgo?: number;
  expiresInHours?: number;
  /** Featured until the offer's expiry, or for `featuredForHours` when given. */
  featured?: boolean;
  featuredForHours?: number;
  address?: string;
  /** The offer's position (default 45.5, -73.5). */
  lat?: number;
  lng?: number;
  salary?: { min: number | null; max: number | null; period: 'hour' | 'week' | 'year' };
}

/** One offer written the way the employer side will write them, then indexed for search. */
export async function insertFixtureOffer(db: Database, f: FixtureOffer): Promise<number> {
  const publishedAt = new Date(Date.now() - (f.publishedHoursAgo ?? 1) * 3_600_000);
  const expiresAt = new Date(Date.now() + (f.expiresInHours ?? 24 * 30) * 3_600_000);
  const [row] = await db
    .insert(offers)
    .values({
      companyId: f.companyId,
      slug: f.contents[0]?.title.toLowerCase().replace(/[^a-z0-9]+/g, '-') ?? 'offer',
      isConfidential: f.isConfidential ?? false,
      primaryLanguage: f.primaryLanguage ?? f.contents[0]?.language ?? 'fr',
      status: f.status ?? 'published',
      cityId: f.cityId,
      address: f.address ?? '1 rue du Test',
      lat: f.lat ?? 45.5,
      lng: f.lng ?? -73.5,
      salaryMin: f.salary?.min ?? null,
      salaryMax: f.salary?.max ?? null,
      salaryPeriod: f.salary?.period ?? null,
      publishedAt,
      expiresAt,
      createdAt: publishedAt,
    })
    .returning({ id: offers.id });
  const id = row?.id ?? 0;
  await db.insert(offerContents).values(
    f.contents.map((c) => ({
      offerId: id,
      language: c.language,
      title: c.title,
      description: c.description ?? '',
    })),
  );
  if (f.attributeIds?.length) {
    await db
      .insert(offerAttributeLinks)
      .values(f.attributeIds.map((attributeId) => ({ offerId: id, attributeId })));
  }
  if (f.boards.length) {
    await db.insert(offerPublications).values(
      f.boards.map((board) => ({
        offerId: id,
        board,
        publishedAt,
        featuredUntil:
          f.featuredForHours !== undefined
            ? new Date(Date.now() + f.featuredForHours * 3_600_000)
            : f.featured
              ? expiresAt
              : null,
      })),
    );
  }
  await refreshOfferSearch(db, [id]);
  return id;
}

export async function insertFixtureCompany(
  db: Database,
  c: {
    nameFr: string | null;
    nameEn: string | null;
    descriptionFr?: string;
    descriptionEn?: string;
    website?: string;
    teamSize?: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({ slug: (c.nameFr ?? c.nameEn ?? 'x').toLowerCase().replace(/[^a-z0-9]+/g, '-'), ...c })
    .returning({ id: companies.id });
  return row?.id ?? 0;
}

export async function attributeId(db: Database, type: string, slugEn: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM offer_attributes WHERE type = ${type} AND slug_en = ${slugEn}`,
  );
  if (!row) throw new Error(`no ${type} ${slugEn}`);
  return Number(row.id);
}

export async function cityId(db: Database, slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM cities WHERE slug = ${slug}`,
  );
  if (!row) throw new Error(`no city ${slug}`);
  return Number(row.id);
}
