import { createTranslator } from 'next-intl';
import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { loadMessages, type MessageDirs } from '@/i18n/messages';
import { salaryText } from '@/modules/offer-list';

/**
 * Feed routes answer outside a page render (no request config), so they read the board's
 * wording the way the request config does: the base messages with the board's overlay.
 */
type FeedMessages = {
  feeds: Record<string, string>;
  offers: {
    offer: Record<'salaryRange' | 'salaryFrom' | 'salaryUpTo', string> & {
      periods: Record<'hour' | 'week' | 'year', string>;
    };
  };
};

export function feedWording(board: BoardConfig, locale: Locale, dirs?: MessageDirs) {
  // The loader's type is any nesting; these are the two namespaces a feed reads.
  const messages = loadMessages(board.key, locale, dirs) as FeedMessages;
  const feeds = createTranslator({ locale, messages, namespace: 'feeds' });
  const offer = createTranslator({ locale, messages, namespace: 'offers.offer' });
  return {
    t: feeds,
    salary: (o: OfferDto) =>
      salaryText(o.salary, offer, (n, options) =>
        new Intl.NumberFormat(`${locale}-CA`, options).format(n),
      ),
  };
}
