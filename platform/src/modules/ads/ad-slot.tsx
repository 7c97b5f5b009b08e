'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';

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
 * One of the board's ad zones. Absent on a board without ad zones; otherwise a fixed-size box,
 * filled only after consent and once it scrolls near the viewport (lazy).
 */
export function AdSlot({ zone, consented }: AdSlotProps) {
  const board = useBoard();
  const t = useTranslations('offers.ad');
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const zoneId = board.adZones?.[zone];
  useEffect(() => {
    const el = ref.current;
    if (!el || !consented || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [consented, near]);
  if (zoneId === undefined) return null;
  const { width, height, display } = formats[zone];
  return (
    <Box
      ref={ref}
      // Not a landmark: three ad boxes on a page would be three landmarks with one name.
      data-ad-zone={zoneId}
      data-ad-state={consented ? (near ? 'loaded' : 'waiting') : 'no-consent'}
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
        sx={{ width, height, maxWidth: '100%', bgcolor: 'action.hover', borderRadius: 1 }}
        data-testid={`ad-${zone}`}
      >
        {consented && near ? (
          // The ad network's tag mounts here; the zone id tells it which campaign to serve.
          <div data-zone-id={zoneId} style={{ width: '100%', height: '100%' }} />
        ) : null}
      </Box>
    </Box>
  );
}
