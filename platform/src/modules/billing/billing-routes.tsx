import { getBillingProfile } from '@jobboard/api/services/billing/billing-profile';
import { listTeamInvoices } from '@jobboard/api/services/billing/team-invoices';
import { packagePrice } from '@jobboard/api/services/publishing/pricing';
import { teamCredits } from '@jobboard/api/services/publishing/posting-credits';
import { boards } from '@jobboard/tenants/registry';
import { employerServiceContext, pageRoute } from '@/modules/page-routes/server';
import { InvoicesPage } from './invoices-page';

export const invoicesRoute = pageRoute(
  'employerInvoices',
  '/employer/invoices',
  async ({ board, locale, session }) => {
    const ctx = await employerServiceContext(board, locale, session);
    const [profile, invoices, credits] = await Promise.all([
      getBillingProfile(ctx),
      listTeamInvoices(ctx),
      teamCredits(ctx),
    ]);
    return (
      <InvoicesPage
        profile={profile}
        invoices={invoices}
        board={board.key}
        packages={board.postingPackages.map((p) => ({
          key: p.key,
          postings: p.postings,
          validityMonths: p.validityMonths,
          price: packagePrice(board, p, locale),
        }))}
        credits={credits}
        boardNames={Object.fromEntries(boards.map((b) => [b.key, b.name[locale]]))}
      />
    );
  },
  { access: 'can-manage-billing' },
);
