import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { toastTexts } from '@/modules/http/server';
import { PlainSubmitButton, PlainTextField } from '@/modules/plain-form';
import { ui } from '@/modules/plain-ui';
import { ServerPrivacyNotice } from '@/modules/privacy-notice/server';
import { authPath } from '@/modules/session';
import type { AccountKind } from '../account-kind';
import { authCardStyles as styles } from '../plain-auth-card';
import { RegisterFormIsland } from './register-form-island';
import { ReturnPathLink } from '../return-path-link';

/**
 * Candidate or employer registration. The answer is the same for a new and a registered address
 * (issue 20), so the form then says to check the mailbox: the mailed link confirms the address
 * and signs the new account in, back to where the registration was heading. Server markup with
 * a small island (issue 16).
 */
export async function RegisterForm({
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
  const id = `${kind}-register`;
  const login = authPath(kind === 'ats' ? 'employerLogin' : 'login', locale);
  return (
    <RegisterFormIsland
      kind={kind}
      locale={locale}
      toasts={toasts}
      login={login}
      texts={{
        title: t(kind === 'ats' ? 'register.employerTitle' : 'register.title'),
        checkTitle: t('register.checkTitle'),
        // The address is the API's answer: the island puts it in the sentence's place.
        checkBody: t('register.checkBody', { email: '{email}' }),
        checkNoMail: t('register.checkNoMail'),
        logIn: t('register.logIn'),
      }}
      footer={
        <ReturnPathLink href={login} className={`${ui.link} ${styles.footer}`}>
          {t('register.haveAccount')}
        </ReturnPathLink>
      }
    >
      <PlainTextField
        id={`${id}-first-name`}
        name="first_name"
        label={t('fields.firstName')}
        autoComplete="given-name"
        required
      />
      <PlainTextField
        id={`${id}-last-name`}
        name="last_name"
        label={t('fields.lastName')}
        autoComplete="family-name"
        required
      />
      <PlainTextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        required
      />
      {kind === 'ats' ? (
        <PlainTextField
          id={`${id}-phone`}
          name="phone_number"
          type="tel"
          label={t('fields.phone')}
          autoComplete="tel"
        />
      ) : null}
      <PlainTextField
        id={`${id}-password`}
        name="password"
        type="password"
        label={t('fields.password')}
        helperText={t('fields.passwordHelp')}
        autoComplete="new-password"
        required
      />
      <PlainTextField
        id={`${id}-password-confirmation`}
        name="password_confirmation"
        type="password"
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        required
      />
      <ServerPrivacyNotice
        board={board}
        locale={locale}
        purpose={kind === 'ats' ? 'employerRegister' : 'register'}
      />
      <PlainSubmitButton label={t('register.submit')} fullWidth className={styles.submit} />
    </RegisterFormIsland>
  );
}
