'use client';

import { useEffect, useRef, useState } from 'react';
import { cx, ui } from '@/modules/plain-ui';
import { loadAdTag } from './ad-tag';
import type { AdSetup, AdText } from './ad-text';
import { HousePromotion } from './house-promotion';
import { useAdConsent } from './use-ad-consent';
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
 * something in the zone, so a zone it leaves empty still shows the promotion.
 */
export function AdSlot({ zone, ads, text }: AdSlotProps) {
  // Before the visitor accepts cookies no ad code runs.
  const consented = useAdConsent();
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const zoneId = ads.zones?.[zone];
  const server = ads.server;
  const live = consented && server !== null && near;
  useEffect(() => {
    const el = ref.current;
    if (!el || !consented || !server || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [consented, server, near]);
  useEffect(() => {
    if (live) loadAdTag(server);
  }, [live, server]);
  if (zoneId === undefined) return null;
  return (
    <div
      ref={ref}
      // Not a landmark: three ad boxes on a page would be three landmarks with one name.
      data-ad-zone={zoneId}
      data-ad-state={live ? 'ad' : 'house'}
      className={cx(styles.slot, styles[zone])}
    >
      <span className={cx(ui.caption, styles.label)}>{text.label}</span>
      <div data-testid={`ad-${zone}`} className={styles.box}>
        <div data-house-promotion className={styles.fill}>
          <HousePromotion zone={zone} text={text} />
        </div>
        {live ? (
          // The ad server's zone tag (Revive Adserver's asynchronous form); its script fills it.
          <ins data-revive-zoneid={zoneId} data-revive-id={server.id} className={styles.ins} />
        ) : null}
      </div>
    </div>
  );
}
