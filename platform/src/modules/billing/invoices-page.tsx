import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { BillingProfile } from '@jobboard/api/contracts/billing/billing-profile';
import type { InvoiceDto } from '@jobboard/api/contracts/billing/invoices';
import { Suspense } from 'react';
import { CreditsSummary, type CreditBalance } from '@/modules/publishing';
import { BillingProfileForm } from './billing-profile-form';
import { InvoiceList } from './invoice-list';
import { PackagePurchase, type PackageOffer } from './package-purchase';

/** /employer/invoices: the invoices to download, and who they are made out to. */
export async function InvoicesPage({
  profile,
  invoices,
  board,
  packages,
  credits,
  boardNames,
}: {
  profile: BillingProfile | null;
  invoices: InvoiceDto[];
  board: string;
  /** The posting packages this board sells, with taxes; empty: no Packages section. */
  packages: PackageOffer[];
  credits: CreditBalance[];
  boardNames: Record<string, string>;
}) {
  const t = await getTranslations('billing');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      <Stack spacing={4}>
        {packages.length > 0 && (
          <section aria-labelledby="billing-packages" id="packages">
            <Typography id="billing-packages" component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('packages.title')}
            </Typography>
            <CreditsSummary
              credits={credits}
              boardNames={boardNames}
              buyLink={false}
              headingLevel="h3"
            />
            <Suspense>
              <PackagePurchase board={board} packages={packages} />
            </Suspense>
          </section>
        )}
        <section aria-labelledby="billing-invoices">
          <Typography id="billing-invoices" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('invoices.title')}
          </Typography>
          <InvoiceList invoices={invoices} />
        </section>
        <BillingProfileForm profile={profile} />
      </Stack>
    </Container>
  );
}
