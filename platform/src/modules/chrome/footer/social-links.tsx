import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { iconPaths } from '../icon-paths';
import { PlainIcon } from '../plain-icon';
import styles from './footer.module.css';

const networks = [
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
            <PlainIcon path={iconPaths[n.key]} />
          </a>
        </li>
      ))}
    </ul>
  );
}
