import type { PostingPrice } from '@jobboard/api/services/publishing/pricing';

export type { PostingPrice };

/** One board the offer can go on, as the publish page shows it. */
export interface PublishBoardOption {
  price: PostingPrice;
  /** The paid period still running for this board (`YYYY-MM-DD`), if any. */
  paidUntil: string | null;
  published: boolean;
}

export const money = (cents: number, locale: 'fr' | 'en') =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
  }).format(cents / 100);
