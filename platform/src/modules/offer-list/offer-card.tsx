import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { offerPath } from '@jobboard/tenancy/paths';
import { QuickApplyButton } from '@/modules/apply';
import { SaveOfferButton } from '@/modules/profile';
import { OfferFreshness } from './offer-freshness';
import { salaryText } from './salary-text';

export interface OfferCardProps {
  offer: OfferDto;
  locale: Locale;
  /** h2 in a page's results, h3 under another heading (similar offers). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One search result. The API already picked the title's language (current, else primary) and
 * removed the company of a confidential offer, so the card only says "Confidential".
 */
export function OfferCard({ offer, locale, headingLevel = 'h2' }: OfferCardProps) {
  const t = useTranslations('offers.card');
  const tOffer = useTranslations('offers.offer');
  const format = useFormatter();
  const pay = salaryText(offer.salary, tOffer, (n, options) => format.number(n, options));
  const schedules = offer.attributes.filter((a) => a.type === 'schedule');
  const company = offer.company?.name || t('confidential');
  return (
    <Card variant="outlined" component="article" data-testid="offer-card" data-offer-id={offer.id}>
      <CardActionArea href={offerPath(locale, offer)} sx={{ height: '100%' }}>
        <CardContent>
          <Typography
            variant="h6"
            component={headingLevel}
            lang={offer.language === locale ? undefined : `${offer.language}-CA`}
            sx={{ fontSize: '1.1rem', lineHeight: 1.3, mb: 0.5 }}
          >
            {offer.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="offer-card-company">
            {company}
            {offer.city ? ` · ${offer.city.label}` : ''}
            {offer.distance_km !== undefined
              ? ` · ${t('distance', { km: format.number(offer.distance_km) })}`
              : ''}
          </Typography>
          {pay ? (
            <Typography variant="body2" data-testid="offer-card-pay" sx={{ mt: 0.5 }}>
              {pay}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
            {offer.featured ? <Chip size="small" color="secondary" label={t('featured')} /> : null}
            {offer.language !== locale ? (
              <Chip size="small" variant="outlined" label={t('otherLanguage')} />
            ) : null}
            {schedules.map((s) => (
              <Chip key={s.id} size="small" variant="outlined" label={s.label[locale]} />
            ))}
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
            <OfferFreshness offer={offer} locale={locale} />
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ px: 2, pt: 0, pb: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <SaveOfferButton offerId={offer.id} offerTitle={offer.title} />
        <QuickApplyButton offer={offer} />
      </CardActions>
    </Card>
  );
}
