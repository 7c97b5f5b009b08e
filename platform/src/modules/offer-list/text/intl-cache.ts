/**
 * Intl formatters, built once per locale and options and then shared: a constructor costs far
 * more than a format call, and a page of 20 cards built some 150 of them per render (issue 16's
 * profile of a signed-in home page: 8 ms of its CPU). The keys are the two locales and the few
 * fixed option sets the cards use, so the map stays small.
 */
const formatters = new Map<string, unknown>();

function shared<T>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  shared(
    `number ${locale} ${options ? JSON.stringify(options) : ''}`,
    () => new Intl.NumberFormat(locale, options),
  );

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  shared(
    `date ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );

export const relativeTimeFormat = (locale: string, numeric: 'auto' | 'always') =>
  shared(`relative ${locale} ${numeric}`, () => new Intl.RelativeTimeFormat(locale, { numeric }));

export const pluralRules = (locale: string) =>
  shared(`plural ${locale}`, () => new Intl.PluralRules(locale));
