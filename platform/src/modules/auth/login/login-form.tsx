import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { toastTexts } from '@/modules/http/server';
import { PlainSubmitButton, PlainTextField } from '@/modules/plain-form';
import { alertUi, cx, ui } from '@/modules/plain-ui';
import { ServerPrivacyNotice } from '@/modules/privacy-notice/server';
import { authPath } from '@/modules/session';
import type { AccountKind } from '../account-kind';
import { LoginFormIsland } from './login-form-island';
import { authCardStyles as styles, PlainAuthCard } from '../plain-auth-card';
import { ReturnPathLink } from '../return-path-link';

// MUI's InfoOutlined icon.
const INFO_ICON =
  'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z';

/**
 * Candidate or employer sign-in; wrong credentials are the section 8 invalid_grant toast. Server
 * markup with a small island (issue 16): the check and the call load on the form's first focus.
 */
export async function LoginForm({
  kind,
  board,
  locale,
  sessionEnded = false,
}: {
  kind: AccountKind;
  board: BoardConfig;
  locale: Locale;
  /** A signed-in page sent the user here because their session ended (`?session=ended`). */
  sessionEnded?: boolean;
}) {
  const [t, http, toasts] = await Promise.all([
    getTranslations({ locale, namespace: 'auth' }),
    getTranslations({ locale, namespace: 'http' }),
    toastTexts(locale),
  ]);
  const id = `${kind}-login`;
  return (
    <PlainAuthCard title={t(kind === 'ats' ? 'login.employerTitle' : 'login.title')}>
      {sessionEnded ? (
        // Server markup (no client code on the sign-in page): MUI's info Alert, plain.
        <div role="status" className={cx(alertUi.alert, alertUi.info)}>
          <div className={alertUi.icon}>
            <svg aria-hidden focusable="false" viewBox="0 0 24 24">
              <path d={INFO_ICON} />
            </svg>
          </div>
          <div className={alertUi.message}>{t('login.sessionEnded')}</div>
        </div>
      ) : null}
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
