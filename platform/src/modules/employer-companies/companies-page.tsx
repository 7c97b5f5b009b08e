import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getLocale, getTranslations } from 'next-intl/server';
import type { EmployerCompanyDto } from '@jobboard/api/contracts/employer-companies';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';

/** /employer/companies: the team's companies, newest first, or an invitation to add one. */
export async function CompaniesPage({ companies }: { companies: EmployerCompanyDto[] }) {
  const t = await getTranslations('employer-companies');
  const locale = (await getLocale()) as Locale;
  const createHref = pathFor(locale, '/employer/create-company');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          {t('listTitle')}
        </Typography>
        {companies.length > 0 ? (
          <Button variant="contained" href={createHref}>
            {t('create')}
          </Button>
        ) : null}
      </Stack>
      {companies.length === 0 ? (
        <Card variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('emptyText')}
          </Typography>
          <Button variant="contained" href={createHref}>
            {t('create')}
          </Button>
        </Card>
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {companies.map((company) => (
            <Card component="li" key={company.id} variant="outlined" sx={{ p: 2 }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Box
                  sx={{
                    width: { xs: 84, sm: 125 },
                    aspectRatio: '250 / 149',
                    flexShrink: 0,
                    borderRadius: 1,
                    bgcolor: 'grey.100',
                    display: 'grid',
                    placeItems: 'center',
                    overflow: 'hidden',
                  }}
                >
                  {company.logo ? (
                    <Box
                      component="img"
                      src={company.logo}
                      alt=""
                      width={250}
                      height={149}
                      sx={{ width: '100%', height: 'auto' }}
                    />
                  ) : (
                    <Typography aria-hidden sx={{ fontWeight: 700, color: 'text.secondary' }}>
                      {company.name.slice(0, 1).toUpperCase()}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                    {company.name}
                  </Typography>
                  {company.website ? (
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {company.website.replace(/^https?:\/\//, '')}
                    </Typography>
                  ) : null}
                </Box>
                <Button
                  variant="outlined"
                  href={pathFor(locale, '/employer/companies/[id]/edit', {
                    id: String(company.id),
                  })}
                  aria-label={t('editNamed', { name: company.name })}
                >
                  {t('edit')}
                </Button>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Container>
  );
}
