import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { OfferCard } from './offer-card';

export interface FeaturedOffersProps {
  offers: readonly OfferDto[];
  locale: Locale;
  title: string;
}

/** A row of offer cards under a heading: featured offers on home, similar ones on an offer. */
export function FeaturedOffers({ offers, locale, title }: FeaturedOffersProps) {
  if (offers.length === 0) return null;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        }}
      >
        {offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} locale={locale} headingLevel="h3" />
        ))}
      </Box>
    </Box>
  );
}
