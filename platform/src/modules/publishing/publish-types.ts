import type { PostingPrice } from '@jobboard/api/services/publishing/pricing';

export type { PostingPrice };

/** One board the offer can go on, as the publish page shows it. */
export interface PublishBoardOption {
  price: PostingPrice;
  /** The paid period still running for this board (`YYYY-MM-DD`), if any. */
  paidUntil: string | null;
  /** A paid period ending within the renewal window (`YYYY-MM-DD`): the next one starts then. */
  renewsFrom: string | null;
  published: boolean;
  /** The team's posting credits left on this board (not expired). */
  credits: number;
}

export { formatMoney as money } from '@jobboard/api/contracts/money';
