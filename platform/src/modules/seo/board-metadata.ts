import type { Metadata } from 'next';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { publicOrigin } from './public-origin';

/** What every page of a board shares: title template, favicon, Open Graph, Facebook app id. */
export function boardMetadata(board: BoardConfig, locale: Locale): Metadata {
  return {
    // One origin rule for every page's canonical, hreflang and Open Graph URLs (issue 18): the
    // board's public origin, as the sitemap and JSON-LD use, never the request's Host.
    metadataBase: new URL(publicOrigin(board)),
    title: { default: board.title[locale], template: `%s | ${board.name[locale]}` },
    description: board.description[locale],
    applicationName: board.name[locale],
    icons: { icon: board.images.favicon },
    openGraph: {
      type: 'website',
      siteName: board.name[locale],
      locale: `${locale}_CA`,
      alternateLocale: locale === 'fr' ? 'en_CA' : 'fr_CA',
      images: [{ url: board.images.ogImage, width: 1200, height: 630, alt: board.name[locale] }],
    },
    ...(board.fbAppId ? { facebook: { appId: board.fbAppId } } : {}),
  };
}
