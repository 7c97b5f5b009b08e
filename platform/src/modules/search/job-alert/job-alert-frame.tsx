import { cx, ui } from '@/modules/plain-ui';
import styles from './job-alert-slot.module.css';

/**
 * The look-alike of the job alert form's frame that holds its space until the form loads, so
 * nothing moves when it arrives. Rendered on the server: the island only swaps it for the form.
 */
export function JobAlertFrame({ text }: { text: { title: string; text: string } }) {
  return (
    <div className={cx(ui.outlinedPaper, styles.frame)} aria-busy="true">
      <h2 className={cx(ui.subtitle1, styles.title)}>{text.title}</h2>
      <p className={cx(ui.body2, styles.text)}>{text.text}</p>
      <div className={styles.row} aria-hidden="true">
        <span className={cx(styles.skeleton, styles.email)} />
        <span className={cx(styles.skeleton, styles.frequency)} />
        <span className={cx(styles.skeleton, styles.submit)} />
      </div>
    </div>
  );
}
