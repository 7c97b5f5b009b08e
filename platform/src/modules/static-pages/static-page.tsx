import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getLocale, getTranslations } from 'next-intl/server';
import { pathFor } from '@jobboard/tenancy/paths';
import type { StaticPageContent } from './static-page-content';
import type { Locale } from '@jobboard/tenancy/board-config';

/** The body every static page shares: title, lead, sections, and a way to reach the team. */
export async function StaticPage({ content }: { content: StaticPageContent }) {
  const t = await getTranslations('static-pages');
  // A plain href: a server component cannot hand the Link component to MUI's client Button.
  const contactHref = pathFor((await getLocale()) as Locale, '/contact-us');
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" color="primary" gutterBottom>
        {content.title}
      </Typography>
      {content.updated ? (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {content.updated}
        </Typography>
      ) : null}
      <Typography variant="h6" component="p" sx={{ fontWeight: 400, mb: 4 }}>
        {content.lead}
      </Typography>
      {content.sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 4 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {section.heading}
          </Typography>
          {section.paragraphs?.map((text) => (
            <Typography key={text} sx={{ mb: 2 }}>
              {text}
            </Typography>
          ))}
          {section.items ? (
            <Box component="ul" sx={{ pl: 3, my: 1 }}>
              {section.items.map((item) => (
                <Typography component="li" key={item} sx={{ mb: 0.5 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          ) : null}
          {section.after?.map((text) => (
            <Typography key={text} sx={{ mb: 2 }}>
              {text}
            </Typography>
          ))}
        </Box>
      ))}
      <Paper variant="outlined" sx={{ p: 3, mt: 6 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('questions')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('questionsText')}</Typography>
        <Button href={contactHref} variant="contained">
          {t('contactUs')}
        </Button>
      </Paper>
    </Container>
  );
}
