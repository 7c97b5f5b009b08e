import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { permissionNames, permissions } from '../schema/accounts';
import { experiences, offerAttributes } from '../schema/attributes';
import { companies } from '../schema/companies';
import { cities, nocJobTitles } from '../schema/places';
import {
  CAREERS,
  HOSPITALITY,
  careersSpecializations,
  categories,
  hospitalitySpecializations,
  sharedAttributes,
  type SpecializationSeed,
} from './catalogue';
import { otherCities, shortListCities } from './cities';
import { demoCompanyLogoUrl } from './company-logos';
import { companySeeds } from './companies';
import { nocJobTitles as nocSeeds } from './noc-titles';
import type {
  CityRef,
  CompanyRef,
  GenerationRefs,
  OfferPool,
  SpecializationRef,
} from './offer-generator';
import { experienceLevels, scheduleAttributes } from './reference-data';
import { scheduleAttributeId } from '../schedule-attributes';
import { slugify } from './slug';

export interface SeededReferences {
  refs: Omit<GenerationRefs, 'now' | 'minimumWage'>;
  pools: { hospitality: OfferPool; careers: OfferPool };
}

/** Team size ranges of the company form (api contracts/team-size-rules.ts), for demo employers. */
const DEMO_TEAM_SIZES = ['11-50', '51-200', '1-10', '201-500'] as const;
/**
 * Everything offers point at: attributes, experiences, cities, NOC titles, permissions and
 * companies. Returns the ids offers are generated from.
 */
export async function seedReferenceData(db: Database): Promise<SeededReferences> {
  await db
    .insert(offerAttributes)
    .values(scheduleAttributes.map((a, position) => ({ ...a, position })));
  // Fixed ids were inserted explicitly: move the identity past them.
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('offer_attributes', 'id'), (SELECT max(id) FROM offer_attributes))`,
  );
  const experienceRows = await db
    .insert(experiences)
    .values(experienceLevels.map((e, position) => ({ ...e, position })))
    .returning({ id: experiences.id });

  const categoryRows = await db
    .insert(offerAttributes)
    .values(
      categories.map((c, position) => ({
        type: 'category' as const,
        board: c.board,
        labelEn: c.labelEn,
        labelFr: c.labelFr,
        slugEn: slugify(c.labelEn),
        slugFr: slugify(c.labelFr),
        position,
      })),
    )
    .returning({ id: offerAttributes.id, slugEn: offerAttributes.slugEn });
  const categoryIdByKey = new Map(categories.map((c, i) => [c.key, categoryRows[i]?.id ?? 0]));

  const specRefs = async (
    board: string,
    specs: SpecializationSeed[],
  ): Promise<SpecializationRef[]> => {
    const rows = await db
      .insert(offerAttributes)
      .values(
        specs.map((s, position) => ({
          type: 'specialization' as const,
          board,
          labelEn: s.labelEn,
          labelFr: s.labelFr,
          slugEn: slugify(s.labelEn),
          slugFr: slugify(s.labelFr),
          position,
        })),
      )
      .returning({ id: offerAttributes.id, slugEn: offerAttributes.slugEn });
    const idBySlug = new Map(rows.map((r) => [r.slugEn, r.id]));
    return specs.map((seed) => ({
      id: idBySlug.get(slugify(seed.labelEn)) ?? 0,
      categoryId: categoryIdByKey.get(seed.category) ?? 0,
      seed,
    }));
  };
  const hospitalitySpecs = await specRefs(HOSPITALITY, hospitalitySpecializations);
  const careersSpecs = await specRefs(CAREERS, careersSpecializations);

  const extraRows = await db
    .insert(offerAttributes)
    .values(
      sharedAttributes.map((a, position) => ({
        ...a,
        slugEn: slugify(a.labelEn),
        slugFr: slugify(a.labelFr),
        position,
      })),
    )
    .returning({ id: offerAttributes.id });
  // An offer carries the shared extras and its own board's, never another field's.
  const extraIdsOf = (board: string) =>
    sharedAttributes.flatMap((a, i) =>
      a.board === undefined || a.board === board ? [extraRows[i]?.id ?? 0] : [],
    );

  const allCities = [...shortListCities, ...otherCities];
  const cityRows = await db
    .insert(cities)
    .values(
      allCities.map((c, i) => ({
        ...c,
        slug: slugify(c.label),
        shortListPosition: i < shortListCities.length ? i + 1 : null,
      })),
    )
    .returning({ id: cities.id, label: cities.label, lat: cities.lat, lng: cities.lng });
  const cityRefs: CityRef[] = cityRows;

  await db.insert(nocJobTitles).values(nocSeeds);
  await db.insert(permissions).values(permissionNames.map((name) => ({ name })));

  const companyRows = await db
    .insert(companies)
    .values(
      companySeeds.map((c, i) => ({
        slug: slugify(c.nameFr),
        nameFr: c.nameFr,
        nameEn: c.nameEn,
        // What an employer fills in its company form, shown on the company page (a reserved
        // .example domain: the demo links lead nowhere real).
        website: `https://www.${slugify(c.nameFr)}.example`,
        // Drawn by scripts/render-demo-company-logos.ts: pages and JobPosting JSON-LD show it.
        logo: demoCompanyLogoUrl(slugify(c.nameFr)),
        teamSize: DEMO_TEAM_SIZES[i % DEMO_TEAM_SIZES.length],
        descriptionFr: `${c.nameFr} est ${c.kindFr} qui mise sur une équipe passionnée et un milieu de travail humain.`,
        // Some employers wrote no English description: readers fall back to French.
        descriptionEn: c.nameEn
          ? `${c.nameEn} is ${c.kindEn} that relies on a passionate team and a friendly workplace.`
          : null,
      })),
    )
    .returning({ id: companies.id });
  const companyRefs = (board: string): CompanyRef[] =>
    companySeeds.flatMap((c, i) =>
      c.board === board ? [{ ...c, id: companyRows[i]?.id ?? 0 }] : [],
    );

  return {
    refs: {
      cities: cityRefs,
      scheduleIds: scheduleAttributes.map((a) => a.id ?? 0),
      volunteerScheduleId: scheduleAttributeId.volunteer,
      experienceIds: experienceRows.map((r) => r.id),
    },
    pools: {
      hospitality: {
        board: HOSPITALITY,
        companies: companyRefs(HOSPITALITY),
        specializations: hospitalitySpecs,
        extraAttributeIds: extraIdsOf(HOSPITALITY),
      },
      careers: {
        board: CAREERS,
        companies: companyRefs(CAREERS),
        specializations: careersSpecs,
        extraAttributeIds: extraIdsOf(CAREERS),
      },
    },
  };
}
