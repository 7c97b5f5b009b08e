'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@jobboard/tenancy/board-config';
import { useBoard } from '@jobboard/tenancy/board-context';
import { loadAdTag } from './ad-tag';
import { HousePromotion } from './house-promotion';

export type AdZoneName = 'leaderboard' | 'bigBox' | 'mobile';

/** IAB sizes, and where each shows: the space is reserved so nothing moves when an ad loads. */
const formats = {
  leaderboard: { width: 728, height: 90, display: { xs: 'none', md: 'flex' } },
  bigBox: { width: 300, height: 250, display: { xs: 'none', lg: 'flex' } },
  mobile: { width: 320, height: 50, display: { xs: 'flex', md: 'none' } },
} as const;

export interface AdSlotProps {
  zone: AdZoneName;
  /** The visitor accepted cookies: before that no ad code runs. */
  consented: boolean;
}

/**
 * One of the board's ad zones. Absent on a board without ad zones; otherwise a fixed-size box
 * holding the board's house promotion, over which the ad server's tag (after consent, once the
 * zone scrolls near the viewport) puts its ad. The promotion hides only once the ad server put
 * something in the zone, so a zone it leaves empty still shows the promotion.
 */
export function AdSlot({ zone, consented }: AdSlotProps) {
  const board = useBoard();
  const locale = useLocale() as Locale;
  const t = useTranslations('offers.ad');
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const zoneId = board.adZones?.[zone];
  const server = board.adServer;
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
  const { width, height, display } = formats[zone];
  return (
    <Box
      ref={ref}
      // Not a landmark: three ad boxes on a page would be three landmarks with one name.
      data-ad-zone={zoneId}
      data-ad-state={live ? 'ad' : 'house'}
      sx={{
        display,
        flexDirection: 'column',
        alignItems: 'center',
        mx: 'auto',
        my: 2,
        width,
        maxWidth: '100%',
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'flex-start' }}>
        {t('label')}
      </Typography>
      <Box
        data-testid={`ad-${zone}`}
        sx={{
          position: 'relative',
          width,
          height,
          maxWidth: '100%',
          overflow: 'hidden',
          bgcolor: 'action.hover',
          borderRadius: 1,
          // The ad server filled the zone: its ad, not ours, is what shows (and is read).
          '&:has(ins > *) [data-house-promotion]': { visibility: 'hidden' },
        }}
      >
        <Box data-house-promotion sx={{ position: 'absolute', inset: 0 }}>
          <HousePromotion zone={zone} locale={locale} />
        </Box>
        {live ? (
          // The ad server's zone tag (Revive Adserver's asynchronous form); its script fills it.
          <Box
            component="ins"
            data-revive-zoneid={zoneId}
            data-revive-id={server.id}
            sx={{ position: 'absolute', inset: 0, display: 'block', textDecoration: 'none' }}
          />
        ) : null}
      </Box>
    </Box>
  );
}
