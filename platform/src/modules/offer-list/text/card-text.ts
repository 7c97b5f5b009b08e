import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { OfferCardText } from './offer-card-text';
import type { OfferListText } from './offer-list-text';

/** The card's wording in `locale` (the board's overlay included), read once per request. */
export const offerCardText = cache(async (locale: Locale): Promise<OfferCardText> => {
  const [card, offer] = await Promise.all([
    getTranslations({ locale, namespace: 'offers.card' }),
    getTranslations({ locale, namespace: 'offers.offer' }),
  ]);
  const published = /^(.*)<time>(.*)<\/time>(.*)$/s.exec(card.raw('published') as string);
  return {
    confidential: card('confidential'),
    featured: card('featured'),
    otherLanguage: card('otherLanguage'),
    published: {
      before: published?.[1] ?? '',
      time: published?.[2] ?? '{relative}',
      after: published?.[3] ?? '',
    },
    distance: card.raw('distance') as string,
    beFirst: card('beFirst'),
    applicants: card.raw('applicants') as string,
    salary: {
      salaryRange: offer.raw('salaryRange') as string,
      salaryFrom: offer.raw('salaryFrom') as string,
      salaryUpTo: offer.raw('salaryUpTo') as string,
      periods: {
        hour: offer('periods.hour'),
        week: offer('periods.week'),
        year: offer('periods.year'),
      },
    },
  };
});

/** The pages' names (templates with `{page}`), read once per request. */
export const paginationText = cache(
  async (locale: Locale): Promise<OfferListText['pagination']> => {
    const t = await getTranslations({ locale, namespace: 'offers.pagination' });
    return {
      label: t('label'),
      page: t.raw('page') as string,
      current: t.raw('current') as string,
      previous: t('previous'),
      next: t('next'),
    };
  },
);

/** Everything the result list shows, for a server page to hand to the search island. */
export const offerListText = cache(async (locale: Locale): Promise<OfferListText> => {
  const [card, pagination, t] = await Promise.all([
    offerCardText(locale),
    paginationText(locale),
    getTranslations({ locale, namespace: 'offers.results' }),
  ]);
  return {
    card,
    pagination,
    results: {
      count: t.raw('count') as string,
      loading: t('loading'),
      empty: t('empty'),
      emptyHint: t('emptyHint'),
      error: t('error'),
      retry: t('retry'),
    },
  };
});
