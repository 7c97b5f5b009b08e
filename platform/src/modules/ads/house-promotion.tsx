'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { Locale } from '@jobboard/tenancy/board-config';
import { useBoard } from '@jobboard/tenancy/board-context';
import { pathFor } from '@jobboard/tenancy/paths';
import { AppLink } from '@/modules/navigation';
import type { AdZoneName } from './ad-slot';

/**
 * The board's own promotion in an ad zone: without consent, without an ad server, or while the
 * server sends nothing, so a zone is never an empty box. It fills the zone's reserved size.
 */
export function HousePromotion({ zone, locale }: { zone: AdZoneName; locale: Locale }) {
  const t = useTranslations('offers.ad');
  const board = useBoard();
  const href = pathFor(locale, '/employer/create-offer');
  if (zone === 'mobile') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%' }}>
        <Link component={AppLink} href={href} sx={{ fontWeight: 600 }}>
          {t('houseTitle')} {t('houseAction')}
        </Link>
      </Box>
    );
  }
  const wide = zone === 'leaderboard';
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: wide ? 'row' : 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: wide ? 'start' : 'center',
        gap: 2,
        height: '100%',
        px: 2,
      }}
    >
      <Box>
        <Typography component="p" variant="h6" color="primary" sx={{ lineHeight: 1.2 }}>
          {t('houseTitle')}
        </Typography>
        <Typography component="p" variant="body2" color="text.secondary">
          {t('houseText', { professionals: board.professionalWording[locale] })}
        </Typography>
      </Box>
      <Button component={AppLink} href={href} variant="contained" sx={{ flexShrink: 0 }}>
        {t('houseAction')}
      </Button>
    </Box>
  );
}
