import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath, type ConsoleRoute } from '@jobboard/tenancy/console-paths';

const links: {
  route: ConsoleRoute;
  key:
    | 'nav.home'
    | 'home.moderationLink'
    | 'home.reportsLink'
    | 'home.employersLink'
    | 'home.healthLink'
    | 'home.paymentsLink'
    | 'home.auditLink';
}[] = [
  { route: '/', key: 'nav.home' },
  { route: '/moderation', key: 'home.moderationLink' },
  { route: '/reports', key: 'home.reportsLink' },
  { route: '/employers', key: 'home.employersLink' },
  { route: '/payments', key: 'home.paymentsLink' },
  { route: '/audit', key: 'home.auditLink' },
  { route: '/health', key: 'home.healthLink' },
];

/** The console's pages, as links; the current one is marked for screen readers. */
export async function ConsoleNav({ locale, current }: { locale: Locale; current: ConsoleRoute }) {
  const t = await getTranslations('console');
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
    >
      {links.map(({ route, key }) => (
        <Link
          key={route}
          href={consolePath(locale, route)}
          aria-current={route === current ? 'page' : undefined}
          underline={route === current ? 'none' : 'always'}
          sx={{ py: 0.5, fontWeight: route === current ? 700 : 400 }}
        >
          {t(key)}
        </Link>
      ))}
    </Box>
  );
}
