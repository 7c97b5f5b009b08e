import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { permanentRedirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { OfferDto } from '@jobboard/api/contracts/offers';
import { OfferViewBeacon } from './offer-view-beacon';
import { getOffer } from '@jobboard/api/services/offers/get-offer';
import { similarOffers } from '@jobboard/api/services/offers/similar-offers';
import { listOfferAttributes } from '@jobboard/api/services/catalogue/offer-attributes';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { applyPath, companyPath, offerPath } from '@jobboard/tenancy/paths';
import { absoluteUrl, JsonLdScript } from '@/modules/seo/server';
import { jobPostingJsonLd } from '@/modules/seo/server';
import { publicOrigin } from '@/modules/seo/server';
import { FeaturedOffers } from '@/modules/offer-list';
import { OfferFreshness } from '@/modules/offer-list';
import { findOr404 } from '@/modules/page-routes/server';
import { OfferAttributesList } from './offer-attributes-list';
import { OfferDetail } from './offer-detail';
import { ShareBar } from './share-bar';
import { offerCanonical } from './offer-canonical';
import { RichText } from '@/modules/rich-text';
import { serviceContext } from '@/modules/page-routes/server';
import { QuickApplyButton } from '@/modules/apply';
import { SaveOfferButton } from '@/modules/profile';
import { salaryText } from '@/modules/offer-list';

export interface OfferPageProps {
  board: BoardConfig;
  locale: Locale;
  id: number;
  slug: string;
}

/** The offer a page shows; a 404 when it is not live on this board. */
export async function loadOffer(board: BoardConfig, locale: Locale, id: number): Promise<OfferDto> {
  return findOr404(serviceContext(board, locale).then((ctx) => getOffer(ctx, { id })));
}

/**
 * /offer/{slug}/{id}: the offer in the current language (else its other one, with a notice),
 * its company unless confidential, attributes by type, Apply, similar offers and JSON-LD.
 */
export async function OfferPage({ board, locale, id, slug }: OfferPageProps) {
  const offer = await loadOffer(board, locale, id);
  // One URL per offer: an old or mistyped slug moves permanently to the current one.
  if (slug !== offer.slug) permanentRedirect(offerPath(locale, offer));
  const ctx = await serviceContext(board, locale);
  const [t, format, similar, boardAttributes, canonical] = await Promise.all([
    getTranslations({ locale, namespace: 'offers.offer' }),
    getFormatter({ locale }),
    similarOffers(ctx, { offerId: id }),
    listOfferAttributes(ctx),
    offerCanonical(board, locale, offer),
  ]);
  // The category pages this board has (resolveCategory looks in the same list).
  const withPage = new Set(boardAttributes.map((a) => a.id));
  const shownIn = offer.language !== locale ? `${offer.language}-CA` : undefined;
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });
  const salary = salaryText(offer.salary, t, (n, options) => format.number(n, options));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <OfferViewBeacon board={board.key} offerId={offer.id} />
      <JsonLdScript
        data={jobPostingJsonLd({
          offer,
          board,
          locale,
          origin: publicOrigin(board),
          url: canonical.url(locale),
        })}
      />
      {shownIn ? (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="offer-language-notice">
          {t('otherLanguageNotice')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 320px' } }}>
        <Box component="article" lang={shownIn} sx={{ minWidth: 0 }}>
          <Typography
            variant="h3"
            component="h1"
            color="primary"
            sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}
          >
            {offer.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }} lang={locale}>
            {[offer.company?.name, offer.city?.label].filter(Boolean).join(' · ')}
            {offer.company || offer.city ? ' · ' : ''}
            <OfferFreshness offer={offer} locale={locale} />
          </Typography>
          <RichText html={offer.description ?? ''} />
          {offer.language_requirement ? (
            <Alert severity="info" sx={{ my: 2 }} data-testid="language-requirement">
              {t('languageRequirement', { reason: offer.language_requirement })}
            </Alert>
          ) : null}
          <Button
            href={applyPath(locale, offer)}
            variant="contained"
            size="large"
            sx={{ mt: 2, mr: 2 }}
          >
            {t('apply')}
          </Button>
          <SaveOfferButton offerId={offer.id} offerTitle={offer.title} />
          <Box sx={{ mt: 2 }}>
            <QuickApplyButton offer={offer} />
          </Box>
          <ShareBar
            board={board}
            locale={locale}
            title={offer.title}
            url={absoluteUrl(publicOrigin(board), offerPath(locale, offer))}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="offer-company"
            sx={{ p: 2.5 }}
          >
            <Typography id="offer-company" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('company')}
            </Typography>
            {offer.company ? (
              <>
                <Typography data-testid="offer-company-name">{offer.company.name}</Typography>
                <Link href={companyPath(locale, offer.company)}>{t('seeCompany')}</Link>
              </>
            ) : (
              <Typography color="text.secondary" data-testid="offer-company-confidential">
                {t('companyConfidential')}
              </Typography>
            )}
          </Paper>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="offer-details"
            sx={{ p: 2.5 }}
          >
            <Typography id="offer-details" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('details')}
            </Typography>
            <Box component="dl" sx={{ m: 0, mb: 1.5, display: 'grid', gap: 1 }}>
              {offer.city ? <OfferDetail term={t('location')} value={offer.city.label} /> : null}
              {salary ? <OfferDetail term={t('salary')} value={salary} /> : null}
            </Box>
            {offer.expires_at ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {t('expires', { date: date(offer.expires_at) })}
              </Typography>
            ) : null}
            <OfferAttributesList
              attributes={offer.attributes}
              locale={locale}
              withPage={withPage}
            />
          </Paper>
        </Box>
      </Box>
      <Box sx={{ mt: 6 }}>
        <FeaturedOffers offers={similar} locale={locale} title={t('similar')} />
      </Box>
    </Container>
  );
}
