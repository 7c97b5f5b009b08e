'use client';

import { useLocale, useTranslations } from 'next-intl';
import { pathFor } from '@jobboard/tenancy/paths';
import { HeaderBar } from './header-bar';
import { jobNavItems } from './job-nav-items';
import type { HeaderVariantProps } from './visitor-header';
import type { Locale } from '@jobboard/tenancy/board-config';

export interface CandidateHeaderProps extends HeaderVariantProps {
  /** Called by Log out; the auth issue wires it to the logout call. */
  onLogout?: () => void;
}

/**
 * Spec section 2, signed-in candidate: Log out and My profile (next to the job links every
 * visitor has).
 */
export function CandidateHeader({ languageHref, onLogout }: CandidateHeaderProps) {
  const t = useTranslations('shell.nav');
  const locale = useLocale() as Locale;
  return (
    <HeaderBar
      languageHref={languageHref}
      items={jobNavItems(locale, t)}
      buttons={[
        {
          key: 'profile',
          label: t('myProfile'),
          href: pathFor(locale, '/profile'),
          variant: 'contained',
        },
        { key: 'logout', label: t('logout'), onClick: onLogout, variant: 'text' },
      ]}
    />
  );
}
