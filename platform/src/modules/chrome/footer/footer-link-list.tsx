import type { NavItem } from '../nav-item';
import styles from './footer.module.css';

/** A titled column of footer links. */
export function FooterLinkList({ title, items }: { title?: string; items: NavItem[] }) {
  return (
    <nav aria-label={title}>
      {title ? <h2 className={styles.listTitle}>{title}</h2> : null}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <a href={item.href} className={styles.link}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
