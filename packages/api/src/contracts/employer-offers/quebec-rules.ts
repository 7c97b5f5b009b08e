import { scheduleAttributeId } from '@jobboard/db/schedule-attributes';

/**
 * Quebec rules for job postings, zod-free so the wizard and the API share them.
 *
 * Minimum wage: the Act respecting labour standards sets a general rate and a lower rate for
 * employees who receive tips (Regulation respecting labour standards, CQLR c. N-1.1, r. 3,
 * s. 3 and 4); both change on May 1 most years. The table keeps every dated rate so the one in
 * force on a given day is picked.
 *
 * Keeping it current: the Minister of Labour announces next May's rates each January. Add the
 * new line, with its source, as soon as it is announced. `minimumWageStaleness` (run by
 * `npm run check:config` and at production start-up) warns once the latest line is more than
 * 13 months old, which means a May 1 went by without its line.
 */
export interface MinimumWageRate {
  /** First day in force, `YYYY-MM-DD` (Quebec time). */
  effective: string;
  /** Dollars an hour. */
  general: number;
  tipped: number;
  /** The official text the rates were read from. */
  source: { title: string; url: string };
}

const regulation = {
  title:
    'Règlement sur les normes du travail (RLRQ, c. N-1.1, r. 3), art. 3 et 4, in force on that date',
  url: 'https://www.legisquebec.gouv.qc.ca/fr/document/rc/N-1.1,%20r.%203',
};

export const minimumWageRates: readonly MinimumWageRate[] = [
  { effective: '2023-05-01', general: 15.25, tipped: 12.2, source: regulation },
  { effective: '2024-05-01', general: 15.75, tipped: 12.6, source: regulation },
  // The tipped rate of 2025 is 12.90 (the 2026 announcement raises it "de 0,40 $ ... pour
  // atteindre 13,30 $"); this table said 13.10 before.
  { effective: '2025-05-01', general: 16.1, tipped: 12.9, source: regulation },
  {
    effective: '2026-05-01',
    general: 16.6,
    tipped: 13.3,
    source: {
      title:
        'Cabinet du ministre du Travail, communiqué du 22 janvier 2026 « Le taux général du salaire minimum passera à 16,60 $ l’heure le 1er mai 2026 »',
      url: 'https://www.newswire.ca/fr/news-releases/le-taux-general-du-salaire-minimum-passera-a-16-60-l-heure-le-1er-mai-2026-821666635.html',
    },
  },
];

/** After this many months without a new line, the table is stale (a May 1 went by). */
export const MINIMUM_WAGE_STALE_MONTHS = 13;

/**
 * A warning when the latest rate took effect more than 13 months before `now` (Quebec time),
 * else null: Quebec sets new rates every May 1, so a current table never gets that old.
 */
export function minimumWageStaleness(
  now: Date = new Date(),
  rates: readonly MinimumWageRate[] = minimumWageRates,
): string | null {
  const latest = rates.reduce((a, b) => (b.effective > a.effective ? b : a));
  const [y, m, d] = latest.effective.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y, m - 1 + MINIMUM_WAGE_STALE_MONTHS, d));
  const today = quebecToday(now);
  if (today <= limit.toISOString().slice(0, 10)) return null;
  return (
    `The minimum-wage table is stale: its latest rate took effect on ${latest.effective}, ` +
    `more than ${MINIMUM_WAGE_STALE_MONTHS} months before ${today}. Add the rate Quebec ` +
    'announced for the last May 1, with its source, to ' +
    'packages/api/src/contracts/employer-offers/quebec-rules.ts.'
  );
}

/**
 * A yearly salary is compared with the hourly minimum over a full-time year of 40 h × 52 weeks:
 * 2,080 hours (the usual conversion; the Act itself only sets hourly rates).
 */
export const HOURS_PER_YEAR = 2080;

export type WageKind = 'general' | 'tipped';

/** Today's date in Quebec (America/Toronto), `YYYY-MM-DD`: deadlines and rates follow it. */
export function quebecToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The rate in force on `day` (`YYYY-MM-DD`); the oldest line before the table starts. */
export function minimumWageOn(day: string): MinimumWageRate {
  let current = minimumWageRates[0]!;
  for (const rate of minimumWageRates) if (rate.effective <= day) current = rate;
  return current;
}

/** The rate in force at `now`, on Quebec's calendar (the seed's pay floor). */
export function minimumWageInForce(now: Date = new Date()): MinimumWageRate {
  return minimumWageOn(quebecToday(now));
}

/** `below_minimum_wage_<kind>_<YYYY_MM_DD>`: one message key per dated rate (it quotes it). */
export function minimumWageMessageKey(rate: MinimumWageRate, kind: WageKind): string {
  return `below_minimum_wage_${kind}_${rate.effective.replace(/-/g, '_')}`;
}

const money = (amount: number, locale: 'fr' | 'en') =>
  locale === 'fr' ? `${amount.toFixed(2).replace('.', ',')} $` : `$${amount.toFixed(2)}`;

const months = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** '1er mai 2025' / 'May 1, 2025', the same on every runtime (no ICU differences). */
function longDate(day: string, locale: 'fr' | 'en'): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = months[locale][m - 1];
  return locale === 'fr' ? `${d === 1 ? '1er' : d} ${month} ${y}` : `${month} ${d}, ${y}`;
}

/** 33488 -> '33 488' / '33,488'. */
function thousands(n: number, locale: 'fr' | 'en'): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'fr' ? ' ' : ',');
}

function minimumWageMessage(rate: MinimumWageRate, kind: WageKind) {
  const amount = rate[kind];
  const yearly = thousands(amount * HOURS_PER_YEAR, 'fr');
  const yearlyEn = thousands(amount * HOURS_PER_YEAR, 'en');
  return kind === 'tipped'
    ? {
        fr: `Le salaire est inférieur au salaire minimum du Québec des salariés au pourboire\u00a0: ${money(amount, 'fr')} l'heure depuis le ${longDate(rate.effective, 'fr')} (un salaire annuel est compté sur 2 080 heures, soit ${yearly} $).`,
        en: `The pay is below Quebec's minimum wage for employees who receive tips: ${money(amount, 'en')} an hour since ${longDate(rate.effective, 'en')} (a yearly salary is counted over 2,080 hours, that is $${yearlyEn}).`,
      }
    : {
        fr: `Le salaire est inférieur au salaire minimum du Québec\u00a0: ${money(amount, 'fr')} l'heure depuis le ${longDate(rate.effective, 'fr')} (un salaire annuel est compté sur 2 080 heures, soit ${yearly} $).`,
        en: `The pay is below Quebec's minimum wage: ${money(amount, 'en')} an hour since ${longDate(rate.effective, 'en')} (a yearly salary is counted over 2,080 hours, that is $${yearlyEn}).`,
      };
}

/** The messages of every dated rate, for the validation catalogue. */
export const minimumWageMessages: Record<string, { fr: string; en: string }> = Object.fromEntries(
  minimumWageRates.flatMap((rate) =>
    (['general', 'tipped'] as const).map((kind) => [
      minimumWageMessageKey(rate, kind),
      minimumWageMessage(rate, kind),
    ]),
  ),
);

export interface PayInput {
  salary_period: 'hour' | 'year';
  salary_min: number;
  tips: boolean;
}

/**
 * The message key when the lowest pay offered is under the minimum in force on `day`, else null.
 * Tips set: the tipped-employee rate applies.
 */
export function minimumWageProblem(pay: PayInput, day: string): string | null {
  const rate = minimumWageOn(day);
  const kind: WageKind = pay.tips ? 'tipped' : 'general';
  const hours = pay.salary_period === 'year' ? HOURS_PER_YEAR : 1;
  // In cents, on the offer's own period: 33,488 a year is exactly 16.10 an hour.
  return Math.round(pay.salary_min * 100) < Math.round(rate[kind] * hours * 100)
    ? minimumWageMessageKey(rate, kind)
    : null;
}

/** Text of an HTML fragment, for "is this description empty" (`<p></p>` is). */
export function richTextIsEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

export type PublicationProblem =
  | 'french_title_missing'
  | 'french_description_missing'
  | 'language_reason_missing'
  | 'attributes_missing'
  | 'specifications_missing'
  | 'below_minimum_wage'
  | 'volunteer_with_pay'
  | 'deadline_passed';

/** What the publishing check needs to know of an offer. */
export interface PublishableOffer {
  title_fr: string | null;
  description_fr: string | null;
  requires_other_language: boolean;
  language_reason_fr: string | null;
  category_id: number | null;
  schedule_ids: readonly number[];
  city_id: number | null;
  salary_period: 'hour' | 'year' | null;
  salary_min: number | null;
  tips: boolean;
  application_deadline: string | null;
}

/**
 * Why the offer cannot be published yet, empty when it can. The Charter of the French language
 * (s. 41 and 57 as amended by Bill 96) asks for the French version of an offer to be available
 * at the same time as any other, and a job requiring another language needs its reason stated.
 */
export function publicationProblems(offer: PublishableOffer, day: string): PublicationProblem[] {
  const problems: PublicationProblem[] = [];
  if (!offer.title_fr?.trim()) problems.push('french_title_missing');
  if (richTextIsEmpty(offer.description_fr)) problems.push('french_description_missing');
  if (offer.requires_other_language && !offer.language_reason_fr?.trim()) {
    problems.push('language_reason_missing');
  }
  if (offer.category_id === null || offer.schedule_ids.length === 0) {
    problems.push('attributes_missing');
  }
  if (offer.city_id === null || offer.salary_period === null || offer.salary_min === null) {
    problems.push('specifications_missing');
  } else if (
    minimumWageProblem(
      { salary_period: offer.salary_period, salary_min: offer.salary_min, tips: offer.tips },
      day,
    )
  ) {
    problems.push('below_minimum_wage');
  }
  if (isVolunteer(offer.schedule_ids) && offer.salary_min !== null) {
    problems.push('volunteer_with_pay');
  }
  if (offer.application_deadline !== null && offer.application_deadline < day) {
    problems.push('deadline_passed');
  }
  return problems;
}

/** A volunteer position is unpaid: pay next to it contradicts it. */
export function isVolunteer(scheduleIds: readonly number[]): boolean {
  return scheduleIds.includes(scheduleAttributeId.volunteer);
}

export function canPublish(offer: PublishableOffer, day: string): boolean {
  return publicationProblems(offer, day).length === 0;
}
