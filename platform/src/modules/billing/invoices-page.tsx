import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { BillingProfile } from '@jobboard/api/contracts/billing/billing-profile';
import type { InvoiceDto } from '@jobboard/api/contracts/billing/invoices';
import { BillingProfileForm } from './billing-profile-form';
import { InvoiceList } from './invoice-list';

/** /employer/invoices: the invoices to download, and who they are made out to. */
export async function InvoicesPage({
  profile,
  invoices,
}: {
  profile: BillingProfile | null;
  invoices: InvoiceDto[];
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
