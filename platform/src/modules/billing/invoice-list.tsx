import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { InvoiceDto } from '@jobboard/api/contracts/billing/invoices';
import { formatMoney } from '@jobboard/api/contracts/money';
import type { Locale } from '@jobboard/tenancy/board-config';

/**
 * The team's invoices and credit notes, newest first, each a card (readable at 375 px) with its
 * amounts and a plain download link: the PDF is an attachment, so no script is needed.
 */
export async function InvoiceList({ invoices }: { invoices: InvoiceDto[] }) {
  const t = await getTranslations('billing.invoices');
  const format = await getFormatter();
  const locale = (await getLocale()) as Locale;
  const money = (cents: number, currency: string) => formatMoney(cents, locale, currency);
  const taxName = (code: string, label: string) =>
    code === 'gst' || code === 'qst' ? t(`tax.${code}`) : label;
  if (invoices.length === 0) {
    return <Typography color="text.secondary">{t('empty')}</Typography>;
  }
  return (
    <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {invoices.map((invoice) => (
        <Paper component="li" variant="outlined" key={invoice.id} sx={{ p: 2 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <div>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {invoice.reference}
                </Typography>
                {invoice.kind === 'credit_note' ? (
                  <Chip size="small" label={t('creditNote')} />
                ) : null}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {format.dateTime(new Date(invoice.issued_at), { dateStyle: 'long' })}
                {invoice.credited_reference
                  ? ` · ${t('credits', { reference: invoice.credited_reference })}`
                  : ''}
              </Typography>
              <Typography variant="body2">
                {t('subtotal')} {money(invoice.subtotal_cents, invoice.currency)}
                {invoice.discount_cents > 0
                  ? ` · ${t('discount')} −${money(invoice.discount_cents, invoice.currency)}`
                  : ''}
                {invoice.taxes.map(
                  (tax) =>
                    ` · ${taxName(tax.code, tax.label)} ${money(tax.amount_cents, invoice.currency)}`,
                )}
              </Typography>
            </div>
            <Stack sx={{ alignItems: { sm: 'flex-end' } }}>
              <Typography sx={{ fontWeight: 700 }}>
                {invoice.kind === 'credit_note' ? '−' : ''}
                {money(invoice.total_cents, invoice.currency)}
              </Typography>
              <Link
                href={apiPath('/ats/invoices/{id}/pdf', { id: invoice.id })}
                download={`${invoice.reference}.pdf`}
                aria-label={t('downloadNamed', { reference: invoice.reference })}
                sx={{ py: 1 }}
              >
                {t('download')}
              </Link>
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
