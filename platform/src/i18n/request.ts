import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { boardForHost } from '@/boards';
import { loadMessages } from './messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  // Same resolution as the proxy's, from the Host header: the board's wording overlay applies.
  const board = boardForHost((await headers()).get('host'));
  return {
    locale,
    messages: loadMessages(board?.key ?? null, locale),
    timeZone: 'America/Toronto',
  };
});
