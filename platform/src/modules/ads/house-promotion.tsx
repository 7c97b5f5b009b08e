import { cx, ui } from '@/modules/plain-ui';
import type { AdZoneName } from './ad-slot';
import type { AdText } from './ad-text';
import styles from './ad-slot.module.css';

/**
 * The board's own promotion in an ad zone: without consent, without an ad server, or while the
 * server sends nothing, so a zone is never an empty box. It fills the zone's reserved size.
 */
export function HousePromotion({ zone, text }: { zone: AdZoneName; text: AdText }) {
  if (zone === 'mobile') {
    return (
      <div className={styles.houseMobile}>
        <a href={text.houseHref} className={cx(ui.link, styles.houseMobileLink)}>
          {text.houseTitle} {text.houseAction}
        </a>
      </div>
    );
  }
  return (
    <div className={cx(styles.house, zone === 'leaderboard' && styles.houseWide)}>
      <div>
        <p className={cx(ui.h6, ui.primary, styles.houseTitle)}>{text.houseTitle}</p>
        <p className={cx(ui.body2)}>{text.houseText}</p>
      </div>
      <a href={text.houseHref} className={cx(ui.button, ui.contained, styles.houseAction)}>
        {text.houseAction}
      </a>
    </div>
  );
}
