/**
 * Quebec rules for job postings, zod-free so the wizard and the API share them.
 *
 * Minimum wage: the Act respecting labour standards sets a general rate and a lower rate for
 * employees who receive tips; both change on May 1 most years. The table keeps every dated rate
 * so the one in force on a given day is picked (add next year's line ahead of time).
 */
export interface MinimumWageRate {
  /** First day in force, `YYYY-MM-DD` (Quebec time). */
  effective: string;
  /** Dollars an hour. */
  general: number;
  tipped: number;
}

export const minimumWageRates: readonly MinimumWageRate[] = [
  { effective: '2023-05-01', general: 15.25, tipped: 12.2 },
  { effective: '2024-05-01', general: 15.75, tipped: 12.6 },
  { effective: '2025-05-01', general: 16.1, tipped: 13.1 },
];

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
        fr: `Le salaire est inférieur au salaire minimum du Québec des salariés au pourboire : ${money(amount, 'fr')} l'heure depuis le ${longDate(rate.effective, 'fr')} (un salaire annuel est compté sur 2 080 heures, soit ${yearly} $).`,
        en: `The pay is below Quebec's minimum wage for employees who receive tips: ${money(amount, 'en')} an hour since ${longDate(rate.effective, 'en')} (a yearly salary is counted over 2,080 hours, that is $${yearlyEn}).`,
      }
    : {
        fr: `Le salaire est inférieur au salaire minimum du Québec : ${money(amount, 'fr')} l'heure depuis le ${longDate(rate.effective, 'fr')} (un salaire annuel est compté sur 2 080 heures, soit ${yearly} $).`,
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
  if (offer.application_deadline !== null && offer.application_deadline < day) {
    problems.push('deadline_passed');
  }
  return problems;
}

export function canPublish(offer: PublishableOffer, day: string): boolean {
  return publicationProblems(offer, day).length === 0;
}
