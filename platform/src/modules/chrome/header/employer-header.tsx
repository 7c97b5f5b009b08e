'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import { pathFor } from '@jobboard/tenancy/paths';
import { AccountMenu } from './account-menu';
import { HeaderBar } from './header-bar';
import type { HeaderVariantProps } from './visitor-header';
import type { Locale } from '@jobboard/tenancy/board-config';

export interface EmployerHeaderProps extends HeaderVariantProps {
  /** The signed-in employer's name, for the initials avatar. */
  fullName: string;
  onLogout?: () => void;
}

/**
 * Spec section 2, employer header: Companies, Offers, Staffing (Recruitment on boards with
 * recruitment wording), My profile on small screens, Publish an offer, language switcher and
 * the initials avatar menu.
 */
export function EmployerHeader({ languageHref, fullName, onLogout }: EmployerHeaderProps) {
  const t = useTranslations('shell.nav');
  const locale = useLocale() as Locale;
  const board = useBoard();
  const profile = pathFor(locale, '/employer/profile');
  const solution = board.features.staffingWording ? '/employer/staffing' : '/employer/recruitment';
  return (
    <HeaderBar
      logoWidth="employerHeader"
      languageHref={languageHref}
      items={[
        { key: 'companies', label: t('companies'), href: pathFor(locale, '/employer/companies') },
        { key: 'offers', label: t('offers'), href: pathFor(locale, '/employer/my-offers') },
        { key: 'solution', label: t('solution'), href: pathFor(locale, solution) },
      ]}
      buttons={[
        {
          key: 'publish',
          label: t('publishOffer'),
          href: pathFor(locale, '/employer/create-offer'),
          variant: 'contained',
        },
        {
          key: 'profile',
          label: t('myProfile'),
          href: profile,
          variant: 'outlined',
          drawerOnly: true,
        },
        { key: 'logout', label: t('logout'), onClick: onLogout, variant: 'text', drawerOnly: true },
      ]}
      extra={<AccountMenu fullName={fullName} profileHref={profile} onLogout={onLogout} />}
    />
  );
}
