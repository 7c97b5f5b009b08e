import 'server-only';
import { getTranslations } from 'next-intl/server';
import { pathFor } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { CookieBannerTexts } from '../cookie-consent/cookie-banner';
import type { PublicHeaderTexts } from '../header/public-header';

export interface ShellTexts {
  skipToContent: string;
  loading: string;
  cookies: CookieBannerTexts;
  header: PublicHeaderTexts;
}

/** The shell's wording, translated on the server: its islands get the strings they show. */
export async function shellTexts(locale: Locale): Promise<ShellTexts> {
  const t = await getTranslations({ locale, namespace: 'shell' });
  return {
    skipToContent: t('skipToContent'),
    loading: t('navigation.loading'),
    cookies: {
      label: t('cookies.label'),
      title: t('cookies.title'),
      text: t('cookies.text'),
      accept: t('cookies.accept'),
      refuse: t('cookies.refuse'),
      privacy: t('cookies.privacy'),
      privacyHref: pathFor(locale, '/privacy-policy'),
    },
    header: {
      main: t('nav.main'),
      findAJob: t('nav.findAJob'),
      aboutUs: t('nav.aboutUs'),
      publishOffer: t('nav.publishOffer'),
      login: t('nav.login'),
      register: t('nav.register'),
      logout: t('nav.logout'),
      myProfile: t('nav.myProfile'),
      openMenu: t('nav.openMenu'),
      closeMenu: t('nav.closeMenu'),
      language: t('language.label'),
      byCredit: t('footer.byCredit'),
    },
  };
}
