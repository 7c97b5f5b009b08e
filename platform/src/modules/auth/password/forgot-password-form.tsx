import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { toastTexts } from '@/modules/http/server';
import { PlainSubmitButton, PlainTextField } from '@/modules/plain-form';
import { ServerPrivacyNotice } from '@/modules/privacy-notice/server';
import type { AccountKind } from '../account-kind';
import { ForgotPasswordIsland } from './forgot-password-island';
import { authCardStyles as styles, PlainAuthCard } from '../plain-auth-card';

/**
 * Asks for a reset link; the answer is the same whether the e-mail has an account or not. Server
 * markup with a small island (issue 16).
 */
export async function ForgotPasswordForm({
  kind,
  board,
  locale,
}: {
  kind: AccountKind;
  board: BoardConfig;
  locale: Locale;
}) {
  const [t, toasts] = await Promise.all([
    getTranslations({ locale, namespace: 'auth' }),
    toastTexts(locale),
  ]);
  return (
    <PlainAuthCard title={t('forgot.title')}>
      <ForgotPasswordIsland kind={kind} locale={locale} toasts={toasts}>
        <PlainTextField
          id={`${kind}-forgot-email`}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
        />
        <ServerPrivacyNotice board={board} locale={locale} purpose="forgotPassword" />
        <PlainSubmitButton label={t('forgot.submit')} fullWidth className={styles.submit} />
      </ForgotPasswordIsland>
    </PlainAuthCard>
  );
}
