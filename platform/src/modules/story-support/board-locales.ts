/**
 * The four board x language combinations every story of a feature is shown in. Wording comes
 * from Storybook's preview (.storybook/preview.tsx), which provides every namespace the server
 * would, so a story needs no provider of its own.
 */
export const boardLocales = {
  HospitalityFr: { globals: { board: 'hospitality', locale: 'fr' } },
  HospitalityEn: { globals: { board: 'hospitality', locale: 'en' } },
  CareersFr: { globals: { board: 'careers', locale: 'fr' } },
  CareersEn: { globals: { board: 'careers', locale: 'en' } },
} as const;
