'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import { PasswordChangeForm } from '@/modules/auth';
import { ProfileSection } from '../profile-section';

/** The candidate's password change, as employers have it: the other sessions end. */
export function PasswordSection() {
  const t = useTranslations('profile.password');
  const locale = useLocale() as Locale;
  const board = useBoard();
  return (
    <ProfileSection id="password" title={t('title')} intro={t('intro')}>
      <PasswordChangeForm
        endpoint={apiPath(
          '/jobboard/{board}/user/change-password',
          { board: board.key },
          { lg: locale },
        )}
        submitLabel={t('save')}
      />
    </ProfileSection>
  );
}
