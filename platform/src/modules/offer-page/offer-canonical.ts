import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { offerPath } from '@jobboard/tenancy/paths';
import { findBoard } from '@/boards';
import { publicOrigin } from '@/modules/seo/server';

export interface OfferCanonical {
  /** The offer's home board: where it was published first among the boards it is live on. */
  board: BoardConfig;
  /** The languages it is written in; its page in another language repeats one of them. */
  locales: Locale[];
  /** The canonical URL of the page in `locale`. */
  url: (locale: Locale) => string;
}

/**
 * One indexed page per offer and language it is written in (issue 18): a page on another board,
 * or in a language the offer has no text in, names that page as canonical. Canonical rather than
 * noindex: the copies are the same content, and a canonical hands their links to the original.
 * `homeBoard` is the key offerHomeBoard gave, part of the offer page's data.
 */
export function offerCanonical(
  board: BoardConfig,
  offer: OfferDto,
  homeBoard: string | null,
): OfferCanonical {
  const home = (homeBoard && findBoard(homeBoard)) || board;
  const written = (['fr', 'en'] as const).filter((l) => offer.contents[l]);
  const locales: Locale[] = written.length ? written : ['fr', 'en'];
  return {
    board: home,
    locales,
    url: (l) => `${publicOrigin(home)}${offerPath(locales.includes(l) ? l : locales[0]!, offer)}`,
  };
}
