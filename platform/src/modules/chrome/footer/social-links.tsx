import type { BoardConfig } from '@jobboard/tenancy/board-config';
import styles from './footer.module.css';
import icons from './social-icons.module.css';

/** The networks, in order; each key is also its mark's class in social-icons.module.css. */
export const networks = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'linkedIn', label: 'LinkedIn' },
  { key: 'twitter', label: 'X (Twitter)' },
  { key: 'instagram', label: 'Instagram' },
] as const;

/** Only the networks the board configures; nothing at all when it has none. */
export function SocialLinks({ social, label }: { social: BoardConfig['social']; label: string }) {
  const links = networks.flatMap((n) => {
    const href = social[n.key];
    return href ? [{ ...n, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul aria-label={label} className={styles.social}>
      {links.map((n) => (
        <li key={n.key}>
          <a
            href={n.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={n.label}
            className={styles.iconButton}
          >
            <span aria-hidden className={`${icons.icon} ${icons[n.key]}`} />
          </a>
        </li>
      ))}
    </ul>
  );
}
