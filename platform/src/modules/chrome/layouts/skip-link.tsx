import styles from './skip-link.module.css';

/** First focusable element: keyboard users jump over the header to #main. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" className={styles.skip}>
      {label}
    </a>
  );
}
