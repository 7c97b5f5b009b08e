import Box from '@mui/material/Box';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { visuallyHidden } from '@/modules/a11y';
import { applicantCountMessage } from './applicant-count';
import { relativeDate } from './relative-date';

export interface OfferFreshnessProps {
  offer: Pick<OfferDto, 'published_at' | 'application_count'>;
  locale: Locale;
}

/**
 * "Publiée il y a 2 jours · Soyez parmi les premiers à postuler": how new the offer is, the exact
 * date on hover and for screen readers, and how many applied. `useNow` is the request's time
 * (i18n/request.ts hands it to the client provider too), so server HTML and hydration agree.
 */
export function OfferFreshness({ offer, locale }: OfferFreshnessProps) {
  const t = useTranslations('offers.card');
  const format = useFormatter();
  const now = useNow();
  const published = new Date(offer.published_at);
  const exact = format.dateTime(published, { dateStyle: 'long' });
  const applicants = applicantCountMessage(offer.application_count);
  return (
    <>
      <span data-testid="offer-published">
        {t.rich('published', {
          relative: relativeDate(published, now, locale),
          time: (chunks) => (
            <time dateTime={offer.published_at} title={exact}>
              {chunks}
              <Box component="span" sx={visuallyHidden}>{` (${exact})`}</Box>
            </time>
          ),
        })}
      </span>
      {' · '}
      <span data-testid="offer-applicants">
        {applicants.key === 'beFirst' ? t('beFirst') : t('applicants', { count: applicants.count })}
      </span>
    </>
  );
}
