import { cx, ui } from '@/modules/plain-ui';
import { AdLiveLazy } from './ad-live-lazy';
import type { AdSetup, AdText } from './ad-text';
import { HousePromotion } from './house-promotion';
import styles from './ad-slot.module.css';

export type AdZoneName = 'leaderboard' | 'bigBox' | 'mobile';

export interface AdSlotProps {
  zone: AdZoneName;
  /** The board's zones and ad server (`adSetup` on the server). */
  ads: AdSetup;
  text: AdText;
}

/**
 * One of the board's ad zones, in IAB sizes (leaderboard 728×90 from md, big box 300×250 from
 * lg, mobile 320×50 below md). Absent on a board without ad zones; otherwise a fixed-size box
 * holding the board's house promotion, over which the ad server's tag (after consent, once the
 * zone scrolls near the viewport) puts its ad. The promotion hides only once the ad server put
 * something in the zone, so a zone it leaves empty still shows the promotion. Markup from the
 * server: only the ad tag's part is a client island (AdLive), and none on a board without an
 * ad server.
 */
export function AdSlot({ zone, ads, text }: AdSlotProps) {
  const zoneId = ads.zones?.[zone];
  if (zoneId === undefined) return null;
  return (
    // Not a landmark: three ad boxes on a page would be three landmarks with one name.
    <div data-ad-zone={zoneId} data-ad-state="house" className={cx(styles.slot, styles[zone])}>
      <span className={cx(ui.caption, styles.label)}>{text.label}</span>
      <div data-testid={`ad-${zone}`} className={styles.box}>
        <div data-house-promotion className={styles.fill}>
          <HousePromotion zone={zone} text={text} />
        </div>
        {ads.server ? (
          <AdLiveLazy zoneId={zoneId} server={ads.server} className={styles.ins} />
        ) : null}
      </div>
    </div>
  );
}
