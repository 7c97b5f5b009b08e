import type { OfferDto } from '@jobboard/api/contracts/offers';

type SalaryKey =
  'salaryRange' | 'salaryFrom' | 'salaryUpTo' | `periods.${'hour' | 'week' | 'year'}`;
/** The `offers.offer` translator (next-intl's `t` of that namespace fits). */
export type SalaryTranslate = (key: SalaryKey, values?: Record<string, string>) => string;
type FormatNumber = (
  n: number,
  options: { minimumFractionDigits: number; maximumFractionDigits: number },
) => string;

/**
 * An offer's pay as one line in the reader's language ("18 $ à 22 $ l'heure", "$18 to $22 an
 * hour"), or null when it states none: the offer page and the result cards say it alike.
 */
export function salaryText(
  salary: OfferDto['salary'],
  t: SalaryTranslate,
  formatNumber: FormatNumber,
): string | null {
  if (!salary) return null;
  const period = t(`periods.${salary.period as 'hour' | 'week' | 'year'}`);
  // 17.5 reads as money only with its cents: 17,50 $ / $17.50.
  const money = (n: number) =>
    formatNumber(n, {
      minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
      maximumFractionDigits: 2,
    });
  if (salary.min != null && salary.max != null) {
    return t('salaryRange', { min: money(salary.min), max: money(salary.max), period });
  }
  if (salary.min != null) return t('salaryFrom', { min: money(salary.min), period });
  if (salary.max != null) return t('salaryUpTo', { max: money(salary.max), period });
  return null;
}
