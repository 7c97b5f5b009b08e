import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { BOARD_TIME_ZONE } from '@jobboard/tenancy/locales';
import { findBoard } from '@/boards';
import { BOARD_REQUEST_HEADER } from '@/board-request-header';
import { processIntlCache } from './intl-cache';
import { loadMessages } from './messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  // The board the proxy resolved (it sees no route params here); its wording overlay applies.
  const key = (await headers()).get(BOARD_REQUEST_HEADER);
  const board = key ? findBoard(key) : null;
  return {
    locale,
    messages: loadMessages(board?.key ?? null, locale),
    timeZone: BOARD_TIME_ZONE,
    // One clock per request, handed to the client provider too: relative dates ("il y a 2
    // jours") render the same text on the server and at hydration.
    now: new Date(),
    // Compiled messages outlive the request (intl-cache.ts); next-intl reads this key through.
    _cache: processIntlCache,
  };
});
