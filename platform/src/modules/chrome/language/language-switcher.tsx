import type { Locale } from '@jobboard/tenancy/board-config';
import styles from './language-switcher.module.css';

export interface LanguageSwitcherProps {
  /** The same page in the other language (see i18n/paths localizePath). */
  href: string;
  /** The language the link leads to. */
  target: Locale;
  /** Its tooltip, in the current language ("Read this page in French"). */
  title: string;
  /** Light text for dark surfaces (guest layout). */
  tone?: 'default' | 'light';
}

/**
 * Offers the other language, named in that language ('English' / 'Français', spec section 2).
 * A full page load on purpose: the proxy then refreshes the language cookies. A plain link (no
 * MUI, no hooks): the public header renders it from an island, the guest card and the employer
 * header from their MUI components.
 */
export function LanguageSwitcher({ href, target, title, tone = 'default' }: LanguageSwitcherProps) {
  // The label is the target language's own wording, so it reads the same in both directions.
  const label = target === 'en' ? 'English' : 'Français';
  return (
    <a
      href={href}
      hrefLang={`${target}-CA`}
      lang={`${target}-CA`}
      title={title}
      className={`${styles.switcher} ${tone === 'light' ? styles.light : ''}`}
      data-testid="language-switcher"
    >
      <span aria-hidden className={styles.icon} />
      {label}
    </a>
  );
}
