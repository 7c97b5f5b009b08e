import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { permanentRedirect, redirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import {
  applyPageState,
  countApplyClick,
} from '@jobboard/api/services/applications/apply-page-state';
import { offerScreeningQuestions } from '@jobboard/api/services/applications/screening-answers';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { applyPath, offerPath, pathFor } from '@jobboard/tenancy/paths';
import { FeaturedOffers } from '@/modules/offer-list';
import { loadOfferPage } from '@/modules/offer-page/server';
import { serviceContext } from '@/modules/page-routes/server';
import { authPath, withReturnPath } from '@/modules/session';
import { getSessionUser } from '@/modules/session/server';
import { ApplyAlso } from './apply-also';
import { AppliedNotice } from './applied-notice';
import { ApplyRegisterForm } from './apply-register-form';
import { CandidateApplyForm } from './candidate-apply-form';

export interface ApplyPageProps {
  board: BoardConfig;
  locale: Locale;
  id: number;
  slug: string;
}

/**
 * /offer/{slug}/{id}/apply: the offer at the top, then what fits who is asking: a signed-in
 * candidate picks a resume (or uploads one here), a visitor applies and registers in one form,
 * an employer is told employers cannot apply.
 */
export async function ApplyPage({ board, locale, id, slug }: ApplyPageProps) {
  const { offer, similar } = await loadOfferPage(board, locale, id);
  if (slug !== offer.slug) permanentRedirect(applyPath(locale, offer));
  // A filled position takes no application: its page says so (temporary: it may be reopened).
  if (offer.filled_at) redirect(offerPath(locale, offer));
  const [t, format, session, ctx] = await Promise.all([
    getTranslations({ locale, namespace: 'apply' }),
    getFormatter({ locale }),
    getSessionUser(board.key),
    serviceContext(board, locale),
  ]);
  await countApplyClick(ctx, id);
  const shownIn = offer.language !== locale ? `${offer.language}-CA` : undefined;
  const schedules = offer.attributes
    .filter((a) => a.type === 'schedule')
    .map((a) => a.label[locale])
    .join(', ');
  const candidate = session?.user.guard === 'jobboard' ? session.user : null;
  const [state, questions] = await Promise.all([
    candidate ? applyPageState(ctx, candidate.id, id) : null,
    offerScreeningQuestions(ctx.db, id),
  ]);
  const profileApplications = `${pathFor(locale, '/profile')}#applications`;

  const card = (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {t('kicker')}
        </Typography>
        <Typography
          variant="h4"
          component="h1"
          color="primary"
          lang={shownIn}
          data-testid="apply-offer-title"
          sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}
        >
          {offer.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="apply-offer-summary">
          {[offer.company?.name ?? t('confidential'), offer.city?.label, schedules]
            .filter(Boolean)
            .join(' · ')}
        </Typography>

        {session && !candidate ? (
          <Alert severity="info" sx={{ mt: 3 }} data-testid="apply-employer-notice">
            {t('employerNotice')}
          </Alert>
        ) : state?.appliedAt ? (
          <AppliedNotice offerId={offer.id} profilePath={profileApplications}>
            <Alert
              severity="success"
              sx={{ mt: 3 }}
              data-testid="apply-already"
              action={
                <Button color="inherit" size="small" href={profileApplications}>
                  {t('seeApplications')}
                </Button>
              }
            >
              {t('already', {
                date: format.dateTime(new Date(state.appliedAt), { dateStyle: 'long' }),
              })}
            </Alert>
          </AppliedNotice>
        ) : state ? (
          <CandidateApplyForm
            offerId={offer.id}
            documents={state.documents}
            profilePath={profileApplications}
            questions={questions}
          />
        ) : (
          <ApplyRegisterForm
            offerId={offer.id}
            profilePath={profileApplications}
            questions={questions}
            loginHref={withReturnPath(authPath('login', locale), applyPath(locale, offer))}
          />
        )}

        <Link href={offerPath(locale, offer)} sx={{ display: 'inline-block', mt: 3 }}>
          {t('backToOffer')}
        </Link>
      </Paper>
    </Container>
  );
  // Employers cannot apply: nothing to suggest to them.
  if (session && !candidate) return card;
  return (
    <>
      {card}
      <ApplyAlso offerId={offer.id} applied={Boolean(state?.appliedAt)}>
        <Container maxWidth="lg" sx={{ pb: { xs: 3, md: 6 } }}>
          <FeaturedOffers offers={similar} board={board} locale={locale} title={t('applyAlso')} />
        </Container>
      </ApplyAlso>
    </>
  );
}
