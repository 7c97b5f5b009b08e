import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { getTranslations } from 'next-intl/server';
import { passesPermissionGuard } from '@jobboard/api/contracts/guards';
import { getBillingProfile } from '@jobboard/api/services/billing/billing-profile';
import type { EmployerContext } from '@jobboard/api/services/employer-companies/employer-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';

/**
 * Asked before the first payment, never in its way: a team that may pay and has not said whom to
 * invoice is pointed to its billing details (without them the invoice carries the team's name).
 */
export async function BillingDetailsNotice({
  ctx,
  permissions,
  paying,
}: {
  ctx: EmployerContext;
  permissions: readonly string[];
  /** Whether one of the boards offered charges for the posting. */
  paying: boolean;
}) {
  if (!paying || !passesPermissionGuard(permissions, 'can-manage-billing')) return null;
  if (await getBillingProfile(ctx)) return null;
  const t = await getTranslations('billing.notice');
  const locale = ctx.locale as Locale;
  return (
    <Alert severity="info" sx={{ mb: 3, maxWidth: 720 }}>
      {t('body')} <Link href={pathFor(locale, '/employer/invoices')}>{t('link')}</Link>
    </Alert>
  );
}
