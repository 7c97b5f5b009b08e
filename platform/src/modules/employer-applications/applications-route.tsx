import { notFound } from 'next/navigation';
import { teamOffer } from '@jobboard/api/services/employer-offers/team-scope';
import { boards } from '@jobboard/tenants/registry';
import {
  employerServiceContext,
  findOr404,
  numericId,
  pageRoute,
} from '@/modules/page-routes/server';
import { ApplicationsPage } from './applications-page';

/** Another team's offer, or no such offer, is the 404 page; a member without the permission 403. */
export const offerApplicationsRoute = pageRoute(
  'employerOfferApplications',
  '/employer/offer/[id]/applications',
  async ({ board, locale, session, params }) => {
    const id = numericId(params.id);
    if (!session || id === null) notFound();
    const ctx = await employerServiceContext(board, locale, session);
    await findOr404(teamOffer(ctx, id));
    const boardNames = Object.fromEntries(boards.map((b) => [b.key, b.name[locale]]));
    return <ApplicationsPage offerId={id} boardNames={boardNames} />;
  },
  { access: 'can-manage-candidate' },
);
