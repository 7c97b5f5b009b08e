import { notFound } from 'next/navigation';
import { listCities } from '@jobboard/api/services/catalogue/cities';
import { listExperiences } from '@jobboard/api/services/catalogue/experiences';
import { listOfferAttributes } from '@jobboard/api/services/catalogue/offer-attributes';
import type { EmployerContext } from '@jobboard/api/services/employer-offers/employer-context';
import { loadEmployerOffer } from '@jobboard/api/services/employer-offers/load-offer';
import { teamCompanyOptions } from '@jobboard/api/services/employer-offers/team-options';
import { minimumWageOn, quebecToday } from '@jobboard/api/contracts/employer-offers/quebec-rules';
import { passesPermissionGuard } from '@jobboard/api/contracts/guards';
import { featuredPrice } from '@jobboard/api/services/publishing/pricing';
import { teamCredits } from '@jobboard/api/services/publishing/posting-credits';
import { boards } from '@jobboard/tenants/registry';
import {
  employerServiceContext,
  findOr404,
  numericId,
  pageRoute,
} from '@/modules/page-routes/server';
import { MyOffersPage } from './my-offers/my-offers-page';
import { OfferWizard } from './wizard/offer-wizard';
import type { WizardOptions } from './wizard/wizard-options';

async function wizardOptions(ctx: EmployerContext): Promise<WizardOptions> {
  const [companies, attributes, experiences, cities] = await Promise.all([
    teamCompanyOptions(ctx),
    listOfferAttributes(ctx),
    listExperiences(ctx.db),
    listCities(ctx.db),
  ]);
  return {
    companies,
    attributes: attributes.filter((a) => a.type !== 'experience'),
    experiences,
    cities: cities.map((c) => ({ id: c.id, label: c.label })),
    minimumWage: minimumWageOn(quebecToday(ctx.now)),
  };
}

export const createOfferRoute = pageRoute(
  'employerCreateOffer',
  '/employer/create-offer',
  async ({ board, locale, session }) => {
    if (!session) return null;
    const ctx = await employerServiceContext(board, locale, session);
    return (
      <OfferWizard
        offer={null}
        options={await wizardOptions(ctx)}
        draftScope={`${board.key}:${session.user.teamId}`}
      />
    );
  },
  { access: 'can-manage-offer' },
);

/** Another team's offer, or no such offer, is the 404 page. */
export const editOfferRoute = pageRoute(
  'employerOfferEdit',
  '/employer/offer/[id]/edit',
  async ({ board, locale, session, params }) => {
    const id = numericId(params.id);
    if (!session || id === null) notFound();
    const ctx = await employerServiceContext(board, locale, session);
    const offer = await findOr404(loadEmployerOffer(ctx, id));
    return (
      <OfferWizard
        key={offer.id}
        offer={offer}
        options={await wizardOptions(ctx)}
        draftScope={`${board.key}:${session.user.teamId}`}
      />
    );
  },
  { access: 'can-manage-offer' },
);

async function creditsShown(ctx: EmployerContext, sold: boolean) {
  const credits = await teamCredits(ctx);
  return sold || credits.length > 0 ? credits : null;
}

export const myOffersRoute = pageRoute(
  'employerMyOffers',
  '/employer/my-offers',
  async ({ board, locale, session }) => {
    if (!session) return null;
    const ctx = await employerServiceContext(board, locale, session);
    // Board keys are internal: rows show each board's name in the reader's language.
    const boardNames = Object.fromEntries(boards.map((b) => [b.key, b.name[locale]]));
    return (
      <MyOffersPage
        companies={await teamCompanyOptions(ctx)}
        boardNames={boardNames}
        // Only members who may open the applications page get its link (the API refuses others).
        showApplications={passesPermissionGuard(session.permissions, 'can-manage-candidate')}
        board={board.key}
        // Only publishing members may buy it (the API refuses others).
        featuredPrices={
          passesPermissionGuard(session.permissions, 'can-publish-offer')
            ? board.featuredPrices.flatMap((p) => featuredPrice(board, p.days, locale) ?? [])
            : []
        }
        // Credits on every board the team has some, shown where packages are sold (a free
        // board's home says nothing of them unless the team holds some elsewhere).
        credits={await creditsShown(ctx, board.postingPackages.length > 0)}
        canBuyPackages={
          board.postingPackages.length > 0 &&
          passesPermissionGuard(session.permissions, 'can-manage-billing')
        }
      />
    );
  },
  { access: 'can-manage-offer' },
);
