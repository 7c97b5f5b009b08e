'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import { pathFor } from '@jobboard/tenancy/paths';
import { passesPermissionGuard, type PermissionGuard } from '@jobboard/api/contracts/guards';
import { SyncFlag } from '@/modules/employer-sync';
import Box from '@mui/material/Box';
import { useOpenAtsDashboard } from '../layouts/use-open-ats-dashboard';
import { visuallyHidden } from '@/modules/a11y';
import { AccountMenu } from './account-menu';
import { HeaderBar } from './header-bar';
import type { HeaderVariantProps } from './visitor-header';
import type { Locale } from '@jobboard/tenancy/board-config';

export interface EmployerHeaderProps extends HeaderVariantProps {
  /** The signed-in employer's name, for the initials avatar. */
  fullName: string;
  /** The member's permissions: a section they may not open has no entry (spec section 6). */
  permissions: readonly string[];
  onLogout?: () => void;
}

/**
 * Spec section 2, employer header: Companies, Offers, Staffing (Recruitment on boards with
 * recruitment wording), My profile on small screens, Publish an offer, language switcher and
 * the initials avatar menu; and the syncing flag (issue 15, spec section 4) at every width.
 */
export function EmployerHeader({
  languageHref,
  fullName,
  permissions,
  onLogout,
}: EmployerHeaderProps) {
  const t = useTranslations('shell.nav');
  const locale = useLocale() as Locale;
  const board = useBoard();
  const profile = pathFor(locale, '/employer/profile');
  const solution = board.features.staffingWording ? '/employer/staffing' : '/employer/recruitment';
  const may = (guard: PermissionGuard) => passesPermissionGuard(permissions, guard);
  const ats = useTranslations('shell.ats');
  const dashboard = useOpenAtsDashboard();
  return (
    <HeaderBar
      logoWidth="employerHeader"
      languageHref={languageHref}
      items={[
        ...(may('can-manage-company')
          ? [
              {
                key: 'companies',
                label: t('companies'),
                href: pathFor(locale, '/employer/companies'),
              },
            ]
          : []),
        ...(may('can-manage-offer')
          ? [{ key: 'offers', label: t('offers'), href: pathFor(locale, '/employer/my-offers') }]
          : []),
        ...(may('can-manage-team')
          ? [{ key: 'team', label: t('team'), href: pathFor(locale, '/employer/team') }]
          : []),
        ...(may('can-manage-billing')
          ? [
              {
                key: 'invoices',
                label: t('invoices'),
                href: pathFor(locale, '/employer/invoices'),
              },
            ]
          : []),
        { key: 'solution', label: t('solution'), href: pathFor(locale, solution) },
      ]}
      buttons={[
        ...(may('can-manage-offer')
          ? [
              {
                key: 'publish',
                label: t('publishOffer'),
                href: pathFor(locale, '/employer/create-offer'),
                variant: 'contained' as const,
              },
            ]
          : []),
        {
          key: 'profile',
          label: t('myProfile'),
          href: profile,
          variant: 'outlined',
          drawerOnly: true,
        },
        { key: 'logout', label: t('logout'), onClick: onLogout, variant: 'text', drawerOnly: true },
      ]}
      status={<SyncFlag />}
      extra={
        <AccountMenu
          fullName={fullName}
          profileHref={profile}
          onLogout={onLogout}
          dashboard={{
            label: (
              <>
                {ats('open')}
                <Box component="span" sx={visuallyHidden}>
                  {` ${ats('newWindow')}`}
                </Box>
              </>
            ),
            onOpen: dashboard.open,
          }}
        />
      }
    />
  );
}
