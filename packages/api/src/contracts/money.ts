/**
 * An amount in cents as Canadians read it in each language: `171,31 $` and `$171.31` (fr-CA and
 * en-CA, not the bare language, which would print `CA$`). Shared by pages, mails and invoices.
 */
export const formatMoney = (cents: number, locale: 'fr' | 'en', currency = 'cad') =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
