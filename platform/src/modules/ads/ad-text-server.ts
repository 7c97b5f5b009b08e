import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import type { AdSetup, AdText } from './ad-text';

export async function adText(board: BoardConfig, locale: Locale): Promise<AdText> {
  const t = await getTranslations({ locale, namespace: 'offers.ad' });
  return {
    label: t('label'),
    houseTitle: t('houseTitle'),
    houseText: t('houseText', { professionals: board.professionalWording[locale] }),
    houseAction: t('houseAction'),
    houseHref: pathFor(locale, '/employer/create-offer'),
  };
}

/** The zones and the ad server of a board (its server as this deployment reaches it). */
export function adSetup(board: BoardConfig): AdSetup {
  return { zones: board.adZones, server: board.adServer };
}
