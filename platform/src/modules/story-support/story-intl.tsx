import type { Decorator } from '@storybook/react-vite';
import { NextIntlClientProvider } from 'next-intl';
import en from '../../../messages/en/offers.json';
import fr from '../../../messages/fr/offers.json';

/**
 * The offers wording for stories, in the toolbar's language. Storybook's preview has no
 * next-intl provider on this branch yet; a nested provider stays correct once it has one.
 */
export const withOffersIntl: Decorator = (Story, context) => {
  const locale = context.globals.locale === 'en' ? 'en' : 'fr';
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ offers: locale === 'en' ? en : fr }}
      timeZone="America/Toronto"
    >
      <Story />
    </NextIntlClientProvider>
  );
};

/** The four board x language combinations every story of this feature is shown in. */
export const boardLocales = {
  HospitalityFr: { globals: { board: 'hospitality', locale: 'fr' } },
  HospitalityEn: { globals: { board: 'hospitality', locale: 'en' } },
  CareersFr: { globals: { board: 'careers', locale: 'fr' } },
  CareersEn: { globals: { board: 'careers', locale: 'en' } },
} as const;
