import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { CopyLinkButton } from './copy-link-button';
import { shareLinks } from './share-links';

export interface ShareBarProps {
  board: BoardConfig;
  locale: Locale;
  title: string;
  /** The offer page's absolute URL in this language. */
  url: string;
}

/** Share links under the offer: plain links (no script) plus the copy button's small island. */
export async function ShareBar({ board, locale, title, url }: ShareBarProps) {
  const t = await getTranslations({ locale, namespace: 'offers.offer.share' });
  const links = shareLinks(board, url, {
    subject: t('mailSubject', { title }),
    body: t('mailBody', { title, url, board: board.name[locale] }),
  });
  const external = (href: string, label: string, name: string, testId: string) => (
    <Button
      variant="outlined"
      size="small"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} ${t('newWindow')}`}
      data-testid={testId}
    >
      {name}
    </Button>
  );
  return (
    <Box component="section" aria-labelledby="offer-share" sx={{ mt: 4 }}>
      <Typography id="offer-share" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t('heading')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {external(links.linkedin, t('linkedin'), 'LinkedIn', 'share-linkedin')}
        {external(links.facebook, t('facebook'), 'Facebook', 'share-facebook')}
        <Button
          variant="outlined"
          size="small"
          href={links.email}
          aria-label={t('email')}
          data-testid="share-email"
        >
          {t('emailShort')}
        </Button>
        <CopyLinkButton url={url} label={t('copy')} copied={t('copied')} failed={t('copyFailed')} />
      </Box>
    </Box>
  );
}
