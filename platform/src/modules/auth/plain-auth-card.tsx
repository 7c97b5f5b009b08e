import type { ReactNode, Ref } from 'react';
import { cx, ui } from '@/modules/plain-ui';
import styles from './plain-auth-card.module.css';

/**
 * AuthCard without MUI, for the guest pages' forms (sign-in, registration, forgotten password):
 * the server renders it, and their islands render it again for the outcome that replaces a form.
 */
export function PlainAuthCard({
  title,
  headingRef,
  children,
}: {
  title: string;
  /** For a card that replaces a form: focus goes to its heading. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section className={styles.card}>
      <h1
        className={cx(ui.h5, styles.title)}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
      >
        {title}
      </h1>
      {children}
    </section>
  );
}

export { styles as authCardStyles };
