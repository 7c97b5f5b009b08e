'use client';

import Button from '@mui/material/Button';
import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import { pathFor } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { AccountMenu } from './account-menu';
import { HeaderBar } from './header-bar';
import { LanguageSwitcher } from './language-switcher';
import type { HeaderVariantProps } from './visitor-header';

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
  const locale = useLocale() as AppLocale;
  const board = useBoard();
  const other: AppLocale = locale === 'fr' ? 'en' : 'fr';
  const profile = pathFor(locale, '/employer/profile');
  const publish = pathFor(locale, '/employer/create-offer');
  const items = [
    { key: 'companies', label: t('companies'), href: pathFor(locale, '/employer/companies') },
    { key: 'offers', label: t('offers'), href: pathFor(locale, '/employer/my-offers') },
    {
      key: 'solution',
      label: t('solution'),
      href: pathFor(
        locale,
        board.features.staffingWording ? '/employer/staffing' : '/employer/recruitment',
      ),
    },
  ];
  return (
    <HeaderBar
      items={items}
      logoWidth="employerHeader"
      actions={
        <>
          <Button href={publish} variant="contained">
            {t('publishOffer')}
          </Button>
          <LanguageSwitcher href={languageHref} target={other} />
          <AccountMenu fullName={fullName} profileHref={profile} onLogout={onLogout} />
        </>
      }
      drawerActions={
        <>
          <Button href={publish} variant="contained" fullWidth>
            {t('publishOffer')}
          </Button>
          <Button href={profile} variant="outlined" fullWidth>
            {t('myProfile')}
          </Button>
          <Button onClick={onLogout} color="inherit" fullWidth>
            {t('logout')}
          </Button>
          <LanguageSwitcher href={languageHref} target={other} />
        </>
      }
    />
  );
}
