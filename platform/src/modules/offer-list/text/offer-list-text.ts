import type { OfferCardText } from './offer-card-text';

/** The wording of a result list: its cards, its states and its pages (templates as raw ICU). */
export interface OfferListText {
  card: OfferCardText;
  results: {
    /** Plural template with `{total}`. */
    count: string;
    loading: string;
    empty: string;
    emptyHint: string;
    error: string;
    retry: string;
  };
  pagination: {
    label: string;
    /** Template with `{page}`. */
    page: string;
    /** Template with `{page}`. */
    current: string;
    previous: string;
    next: string;
  };
}
