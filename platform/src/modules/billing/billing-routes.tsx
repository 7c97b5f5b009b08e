import { getBillingProfile } from '@jobboard/api/services/billing/billing-profile';
import { listTeamInvoices } from '@jobboard/api/services/billing/team-invoices';
import { employerServiceContext, pageRoute } from '@/modules/page-routes/server';
import { InvoicesPage } from './invoices-page';

export const invoicesRoute = pageRoute(
  'employerInvoices',
  '/employer/invoices',
  async ({ board, locale, session }) => {
    const ctx = await employerServiceContext(board, locale, session);
    const [profile, invoices] = await Promise.all([getBillingProfile(ctx), listTeamInvoices(ctx)]);
    return <InvoicesPage profile={profile} invoices={invoices} />;
  },
  { access: 'can-manage-billing' },
);
