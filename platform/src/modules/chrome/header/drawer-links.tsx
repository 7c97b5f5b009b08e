import { cx, ui } from '@/modules/plain-ui';
import { LanguageLink, type LanguageLinkProps } from '../language/language-link';
import type { NavItem } from '../nav-item';
import styles from './header.module.css';
import { LogoutButton } from './logout-button';
import type { LogoutTarget, PlainHeaderButton } from './plain-header-button';

/**
 * What the small-screen menu's drawer holds: navigation, then every button stacked full width,
 * and the language switcher. Rendered by the server and handed to MobileMenu, which only opens
 * and closes it, so the island carries no markup or class maps of its own (issue 16).
 */
export function DrawerLinks({
  mainLabel,
  items,
  buttons,
  language,
  logout,
}: {
  mainLabel: string;
  items: NavItem[];
  buttons: PlainHeaderButton[];
  language: LanguageLinkProps;
  logout?: LogoutTarget;
}) {
  return (
    <>
      <nav aria-label={mainLabel}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key}>
              <a href={item.href} className={styles.listLink}>
                <span className={styles.listText}>{item.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <hr className={styles.drawerDivider} />
      <div className={styles.drawerButtons}>
        {buttons.map((b) => {
          // Text buttons turn outlined in the drawer, as MUI's did.
          const className = cx(
            ui.button,
            b.variant === 'contained' ? ui.contained : ui.outlined,
            ui.fullWidth,
          );
          return b.logout && logout ? (
            <LogoutButton key={b.key} label={b.label} className={className} target={logout} />
          ) : (
            <a key={b.key} href={b.href} className={className}>
              {b.label}
            </a>
          );
        })}
        <LanguageLink {...language} />
      </div>
    </>
  );
}
