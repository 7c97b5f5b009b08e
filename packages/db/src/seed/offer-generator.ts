import type { Language } from '../schema/enums';
import { HOSPITALITY, type SpecializationSeed } from './catalogue';
import { demoPostalCode } from './postal-codes';
import { intBetween, pick, type Rng } from './prng';
import { slugify } from './slug';

export interface CityRef {
  id: number;
  label: string;
  lat: number;
  lng: number;
}
export interface CompanyRef {
  id: number;
  nameFr: string;
  nameEn: string | null;
  kindFr: string;
  kindEn: string;
}
export interface SpecializationRef {
  id: number;
  categoryId: number;
  seed: SpecializationSeed;
}

/** What offers of one board are drawn from. */
export interface OfferPool {
  board: string;
  companies: CompanyRef[];
  specializations: SpecializationRef[];
  /** Education, certification and skill attributes an offer may carry: shared or the board's. */
  extraAttributeIds: number[];
}

/** Dollars an hour, the minimum wage in force on the day offers are generated for. */
export interface MinimumWage {
  general: number;
  tipped: number;
}

export interface GenerationRefs {
  now: Date;
  /** Short list first: those get most of the offers, as real postings do. */
  cities: CityRef[];
  scheduleIds: number[];
  experienceIds: number[];
  /** The floor of every offer's pay (the tipped rate only for jobs with tips). */
  minimumWage: MinimumWage;
  /** The "Volunteer" schedule: an offer with pay never carries it. */
  volunteerScheduleId: number;
}

export interface GeneratedOffer {
  id: number;
  companyId: number;
  slug: string;
  isConfidential: boolean;
  primaryLanguage: Language;
  status: 'draft' | 'published';
  experienceId: number;
  salaryMin: number;
  salaryMax: number;
  salaryPeriod: 'hour' | 'year';
  tips: boolean;
  address: string;
  /** `A1A 1A1`, from the city and the id (no random draw). */
  postalCode: string;
  cityId: number;
  lat: number;
  lng: number;
  publishedAt: Date | null;
  expiresAt: Date;
  createdAt: Date;
  contents: { language: Language; title: string; description: string }[];
  attributeIds: number[];
  /** `featuredUntil`: a demo featured offer stays featured a year after it went live. */
  publications: { board: string; publishedAt: Date; featuredUntil: Date | null }[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const streets = [
  'rue Saint-Denis',
  'boulevard René-Lévesque',
  'rue Principale',
  'rue King Ouest',
  'chemin du Lac',
  'rue Racine',
  'avenue Cartier',
  'rue Wellington',
];
const perksFr = [
  'Repas fournis pendant les quarts',
  'Uniforme fourni',
  'Horaire flexible',
  'Assurances collectives',
  'Rabais pour les employés',
  'Stationnement gratuit',
  'Formation payée',
];
const perksEn = [
  'Staff meals on every shift',
  'Uniform provided',
  'Flexible schedule',
  'Group insurance',
  'Employee discounts',
  'Free parking',
  'Paid training',
];

/** Hours since publication: a few today, more this week, a long tail over two months. */
function hoursAgo(rng: Rng): number {
  const r = rng();
  if (r < 0.08) return rng() * 24;
  if (r < 0.3) return 24 + rng() * 6 * 24;
  return 7 * 24 + rng() * 53 * 24;
}

function cityFor(rng: Rng, cities: CityRef[]): CityRef {
  // Two thirds of offers in the short-list cities.
  return rng() < 0.66 ? pick(rng, cities.slice(0, 10)) : pick(rng, cities.slice(10));
}

const tipsLine = {
  fr: 'Pourboires en plus du salaire horaire',
  en: 'Tips on top of the hourly wage',
};

function describe(
  lang: Language,
  title: string,
  company: CompanyRef | null,
  city: string,
  tips: boolean,
  rng: Rng,
): string {
  const perks = [0, 1, 2].map(() => pick(rng, lang === 'fr' ? perksFr : perksEn));
  // Only an offer with tips says so: its pay may start at the tipped employees' minimum.
  const unique = [...(tips ? [tipsLine[lang]] : []), ...new Set(perks)]
    .map((p) => `<li>${p}</li>`)
    .join('');
  if (lang === 'fr') {
    const who = company
      ? `${company.nameFr}, ${company.kindFr} situé à ${city},`
      : `Notre client, ${pick(rng, ['un établissement reconnu', 'un employeur de la région'])} à ${city},`;
    return `<p>${who} recherche un ou une ${title.toLowerCase()} pour compléter son équipe.</p><p>Vous aimez le travail d’équipe et le service à la clientèle? Joignez-vous à nous.</p><ul>${unique}</ul>`;
  }
  const who = company
    ? `${company.nameEn ?? company.nameFr}, ${company.kindEn} in ${city},`
    : `Our client, ${pick(rng, ['a well-known establishment', 'a local employer'])} in ${city},`;
  return `<p>${who} is looking for a ${title.toLowerCase()} to join the team.</p><p>You enjoy teamwork and serving customers? Come work with us.</p><ul>${unique}</ul>`;
}

const quarterUp = (n: number) => Math.ceil(n * 4 - 1e-9) / 4;

/**
 * The spec's pay range drawn as before, then raised to the minimum wage in force: the general
 * rate, or the tipped employees' rate for a job with tips; a yearly salary over 2,080 hours.
 */
function drawPay(rng: Rng, spec: SpecializationSeed, minimumWage: MinimumWage) {
  const { min, max, period } = spec.salary;
  const floorHour = spec.tips ? minimumWage.tipped : minimumWage.general;
  const drawnMin =
    period === 'hour'
      ? min + Math.round(rng() * (max - min) * 0.5 * 4) / 4
      : Math.round((min + rng() * (max - min) * 0.5) / 1000) * 1000;
  const salaryMin =
    period === 'hour'
      ? Math.max(drawnMin, quarterUp(floorHour))
      : Math.max(drawnMin, Math.ceil((floorHour * 2080) / 1000) * 1000);
  const salaryMax =
    period === 'hour'
      ? Math.max(salaryMin + 1, max - Math.round(rng() * 2 * 4) / 4)
      : Math.max(salaryMin + 2000, Math.round(max / 1000) * 1000);
  return { salaryMin, salaryMax, period };
}

/**
 * Deterministic offers for one board. Ids are assigned here (from `firstId`) so batched inserts
 * never rely on the order of RETURNING rows.
 */
export function generateOffers(
  rng: Rng,
  refs: GenerationRefs,
  pool: OfferPool,
  count: number,
  firstId: number,
): GeneratedOffer[] {
  const out: GeneratedOffer[] = [];
  for (let i = 0; i < count; i += 1) {
    const spec = pick(rng, pool.specializations);
    const company = pick(rng, pool.companies);
    const city = cityFor(rng, refs.cities);
    const variant = intBetween(rng, 0, spec.seed.titlesFr.length - 1);
    const titleFr = spec.seed.titlesFr[variant] ?? spec.seed.labelFr;
    const titleEn = spec.seed.titlesEn[variant] ?? spec.seed.labelEn;
    const langRoll = rng();
    // Every offer has its French version (Charter of the French language, as publishing
    // requires): 65% bilingual with French first, 25% French only, 10% bilingual with English
    // first. The draws are the ones the seed always made, so the other values stay the same.
    const languages: Language[] = langRoll < 0.65 || langRoll >= 0.9 ? ['fr', 'en'] : ['fr'];
    const primaryLanguage: Language =
      langRoll >= 0.9 ? 'en' : languages.length === 1 ? 'fr' : rng() < 0.85 ? 'fr' : 'en';
    const isConfidential = rng() < 0.1;
    const shownCompany = isConfidential ? null : company;
    const ago = hoursAgo(rng);
    const expired = rng() < 0.04;
    const draft = !expired && rng() < 0.03;
    const publishedAt = new Date(
      refs.now.getTime() - (expired ? 61 * DAY + ago * HOUR : ago * HOUR),
    );
    const createdAt = new Date(publishedAt.getTime() - Math.floor(rng() * 48) * HOUR);
    const { salaryMin, salaryMax, period } = drawPay(rng, spec.seed, refs.minimumWage);
    const tips = spec.seed.tips === true;
    // Every offer states its pay, so none is a volunteer position.
    const paidSchedules = refs.scheduleIds.filter((id) => id !== refs.volunteerScheduleId);
    const schedules = new Set([pick(rng, paidSchedules)]);
    if (rng() < 0.3) schedules.add(pick(rng, paidSchedules));
    const attributeIds = new Set([spec.categoryId, spec.id, ...schedules]);
    if (rng() < 0.5) attributeIds.add(pick(rng, pool.extraAttributeIds));
    // Each board's offers stay on it: its demo data follows its field. These draws once chose
    // which hospitality offers were also on careers (and whether featured there); they are kept
    // so every other seeded value stays what e2e tests know.
    const formerCrossPost = pool.board === HOSPITALITY && rng() < 0.15;
    out.push({
      id: firstId + i,
      companyId: company.id,
      slug: slugify(primaryLanguage === 'fr' ? titleFr : titleEn),
      isConfidential,
      primaryLanguage,
      status: draft ? 'draft' : 'published',
      experienceId: pick(rng, refs.experienceIds),
      salaryMin,
      salaryMax,
      salaryPeriod: period,
      tips,
      address: `${intBetween(rng, 10, 2999)} ${pick(rng, streets)}`,
      postalCode: demoPostalCode(city.label, firstId + i),
      cityId: city.id,
      lat: city.lat + (rng() - 0.5) * 0.05,
      lng: city.lng + (rng() - 0.5) * 0.05,
      publishedAt: draft ? null : publishedAt,
      expiresAt: new Date(publishedAt.getTime() + 60 * DAY),
      createdAt,
      contents: languages.map((language) => {
        const title = language === 'fr' ? titleFr : titleEn;
        return {
          language,
          title,
          description: describe(language, title, shownCompany, city.label, tips, rng),
        };
      }),
      attributeIds: [...attributeIds],
      publications: draft
        ? []
        : [
            {
              board: pool.board,
              publishedAt,
              featuredUntil: rng() < 0.1 ? new Date(publishedAt.getTime() + 365 * DAY) : null,
            },
          ],
    });
    if (formerCrossPost && !draft) rng();
  }
  return out;
}
