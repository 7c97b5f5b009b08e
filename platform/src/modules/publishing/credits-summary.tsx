import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import type { CreditBalance } from '@jobboard/api/services/publishing/posting-credits';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { AppLink } from '@/modules/navigation';

export type { CreditBalance };

/** A day as the reader says it, in Quebec's time zone (the same on the server and the client). */
const day = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(new Date(iso));

/**
 * The team's posting credits per board, with when each package's run out; a link to buy a
 * package for those who may (`buyLink`).
 */
export function CreditsSummary({
  credits,
  boardNames,
  buyLink,
  headingLevel = 'h2',
}: {
  credits: CreditBalance[];
  boardNames: Record<string, string>;
  buyLink: boolean;
  /** h3 inside a page section of its own (the Invoices page's Packages). */
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useTranslations('publishing.credits');
  const locale = useLocale() as Locale;
  return (
    <Paper
      component="section"
      aria-labelledby="posting-credits"
      variant="outlined"
      sx={{ p: 2, mb: 3 }}
      data-testid="posting-credits"
    >
      <Typography id="posting-credits" component={headingLevel} variant="h6" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      {credits.length === 0 ? (
        <Typography variant="body2">{t('empty')}</Typography>
      ) : (
        credits.map((c) => (
          <div key={c.board}>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {t('line', { board: boardNames[c.board] ?? c.board, count: c.remaining })}
            </Typography>
            <ul style={{ margin: '4px 0 8px', paddingInlineStart: 20 }}>
              {c.packages.map((p) => (
                <li key={p.id}>
                  <Typography variant="body2">
                    {t('expires', { count: p.remaining, date: day(p.expires_at, locale) })}
                  </Typography>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      {buyLink && (
        <Typography variant="body2">
          <AppLink href={`${pathFor(locale, '/employer/invoices')}#packages`}>{t('buy')}</AppLink>
        </Typography>
      )}
    </Paper>
  );
}
