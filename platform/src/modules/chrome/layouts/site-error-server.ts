import 'server-only';
import { getTranslations } from 'next-intl/server';
import { passesPermissionGuard } from '@jobboard/api/contracts/guards';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import type { HeaderVariant } from '../header/site-header';

export interface SiteErrorTexts {
  status: string;
  title: string;
  message: string;
  home: string;
  homeHref: string;
  retry: string;
}

/**
 * The generic error page's wording and home link (issue 19 item 12: an employer's home is the
 * first employer section they may open), as ErrorView computes them on the client.
 */
export async function siteErrorTexts(
  locale: Locale,
  header: HeaderVariant,
): Promise<SiteErrorTexts> {
  const t = await getTranslations({ locale, namespace: 'errors' });
  let home: Parameters<typeof pathFor>[1] = '/';
  if (header.kind === 'employer') {
    const may = (guard: Parameters<typeof passesPermissionGuard>[1]) =>
      passesPermissionGuard(header.permissions, guard);
    home = may('can-manage-company')
      ? '/employer/companies'
      : may('can-manage-offer')
        ? '/employer/my-offers'
        : '/employer/profile';
  }
  return {
    status: t('status', { status: 500 }),
    title: t('generic.title'),
    message: t('generic.message'),
    home: t('home'),
    homeHref: pathFor(locale, home),
    retry: t('retry'),
  };
}
