import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { PageId } from './page-ids';

export interface PlaceholderPageProps {
  id: PageId;
  /** Values for the page's wording, e.g. the board's field for the jobs page. */
  values?: Record<string, string>;
  /** Inside the guest layout's card, where the card already pads the content. */
  inCard?: boolean;
}

/**
 * An honest stand-in for a page a later issue builds: its real title, a "coming soon" mark and
 * what the page will offer, in the current language and inside the right layout.
 */
export async function PlaceholderPage({ id, values, inCard }: PlaceholderPageProps) {
  const t = await getTranslations('pages');
  const body = (
    <Box sx={{ py: inCard ? 0 : { xs: 6, md: 10 } }}>
      <Chip label={t('comingSoon')} color="secondary" size="small" sx={{ mb: 2 }} />
      <Typography variant={inCard ? 'h4' : 'h3'} component="h1" gutterBottom>
        {t(`${id}.title`, values)}
      </Typography>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 3 }}>
        {t('whatWillBeHere')}
      </Typography>
      <Typography variant="body1" color="text.secondary">
        {t(`${id}.description`, values)}
      </Typography>
    </Box>
  );
  return inCard ? body : <Container maxWidth="md">{body}</Container>;
}
