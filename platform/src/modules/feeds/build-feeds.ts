import type { ServiceContext } from '@jobboard/api/context';
import { latestLiveOffers } from '@jobboard/api/services/seo/feed-offers';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import type { MessageDirs } from '@/i18n/messages';
import { absoluteUrl } from '@/modules/seo/server';
import { feedWording } from './feed-wording';
import { indeedXml } from './indeed-xml';
import { rssXml } from './rss-xml';
import { searchFeed } from './search-feed';

export interface FeedInput {
  ctx: ServiceContext;
  board: BoardConfig;
  origin: string;
  now?: Date;
  /** Tests read the wording from the repository's folders rather than the server's. */
  messageDirs?: MessageDirs;
}

const withQuery = (path: string, query: URLSearchParams) =>
  query.size > 0 ? `${path}?${query.toString()}` : path;

/** The RSS feed of a search (no filters: the board's latest offers) in the context's language. */
export async function buildRssFeed(
  input: FeedInput & { query: URLSearchParams },
): Promise<{ status: 'invalid'; message: string } | { status: 'ok'; xml: string }> {
  const { ctx, board, origin } = input;
  const locale: Locale = ctx.locale;
  const { t } = feedWording(board, locale, input.messageDirs);
  const found = await searchFeed(ctx, input.query);
  if (found.status === 'invalid') return { status: 'invalid', message: t('invalidQuery') };
  const name = board.name[locale];
  const xml = rssXml(
    {
      locale,
      title:
        found.filters.size > 0 ? t('searchTitle', { board: name }) : t('title', { board: name }),
      description: t('description', { board: name }),
      link: absoluteUrl(origin, withQuery(pathFor(locale, '/find-a-job'), found.filters)),
      self: absoluteUrl(origin, withQuery(pathFor(locale, '/find-a-job/rss'), input.query)),
      origin,
    },
    found.offers,
    input.now ?? new Date(),
  );
  return { status: 'ok', xml };
}

/** The job aggregator feed: every live offer of the board, in the board's default language. */
export async function buildIndeedFeed(input: FeedInput): Promise<string> {
  const { ctx, board, origin } = input;
  const { t, salary } = feedWording(board, ctx.locale, input.messageDirs);
  return indeedXml(
    {
      locale: ctx.locale,
      publisher: board.name[ctx.locale],
      origin,
      confidentialCompany: t('confidentialCompany'),
      salary,
    },
    await latestLiveOffers(ctx),
    input.now ?? new Date(),
  );
}
