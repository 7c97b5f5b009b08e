import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { toastTexts } from '@/modules/http/server';
import { PlainSubmitButton, PlainTextField } from '@/modules/plain-form';
import { ui } from '@/modules/plain-ui';
import { ServerPrivacyNotice } from '@/modules/privacy-notice/server';
import { authPath } from '@/modules/session';
import type { AccountKind } from '../account-kind';
import { LoginFormIsland } from './login-form-island';
import { authCardStyles as styles, PlainAuthCard } from '../plain-auth-card';
import { ReturnPathLink } from '../return-path-link';

/**
 * Candidate or employer sign-in; wrong credentials are the section 8 invalid_grant toast. Server
 * markup with a small island (issue 16): the check and the call load on the form's first focus.
 */
export async function LoginForm({
  kind,
  board,
  locale,
}: {
  kind: AccountKind;
  board: BoardConfig;
  locale: Locale;
}) {
  const [t, http, toasts] = await Promise.all([
    getTranslations({ locale, namespace: 'auth' }),
    getTranslations({ locale, namespace: 'http' }),
    toastTexts(locale),
  ]);
  const id = `${kind}-login`;
  return (
    <PlainAuthCard title={t(kind === 'ats' ? 'login.employerTitle' : 'login.title')}>
      <LoginFormIsland
        kind={kind}
        locale={locale}
        toasts={{ ...toasts, invalidGrant: http('invalidGrant') }}
      >
        <PlainTextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
        />
        <PlainTextField
          id={`${id}-password`}
          name="password"
          type="password"
          label={t('fields.password')}
          autoComplete="current-password"
          required
        />
        <ServerPrivacyNotice board={board} locale={locale} purpose="login" />
        <PlainSubmitButton label={t('login.submit')} fullWidth className={styles.submit} />
      </LoginFormIsland>
      <div className={styles.links}>
        <a
          href={authPath(kind === 'ats' ? 'employerForgotPassword' : 'forgotPassword', locale)}
          className={ui.link}
        >
          {t('login.forgot')}
        </a>
        <ReturnPathLink
          href={authPath(kind === 'ats' ? 'employerRegister' : 'register', locale)}
          className={ui.link}
        >
          {t('login.register')}
        </ReturnPathLink>
      </div>
    </PlainAuthCard>
  );
}
