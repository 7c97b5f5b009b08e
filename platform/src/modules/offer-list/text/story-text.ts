import type { OfferCardText } from './offer-card-text';
import type { OfferListText } from './offer-list-text';

type Tree = { [key: string]: string | Tree };

/**
 * The list's wording from a message tree, for stories (Storybook's preview provides the same
 * messages the server reads; the pages read them with `offerListText`).
 */
export function storyListText(messages: Tree): OfferListText {
  const offers = messages.offers as Tree;
  const card = offers.card as Record<string, string>;
  const offer = offers.offer as Tree;
  const results = offers.results as Record<string, string>;
  const pagination = offers.pagination as Record<string, string>;
  const published = /^(.*)<time>(.*)<\/time>(.*)$/s.exec(card.published ?? '');
  const periods = offer.periods as Record<'hour' | 'week' | 'year', string>;
  const cardText: OfferCardText = {
    confidential: card.confidential ?? '',
    featured: card.featured ?? '',
    otherLanguage: card.otherLanguage ?? '',
    published: {
      before: published?.[1] ?? '',
      time: published?.[2] ?? '',
      after: published?.[3] ?? '',
    },
    distance: card.distance ?? '',
    beFirst: card.beFirst ?? '',
    applicants: card.applicants ?? '',
    salary: {
      salaryRange: offer.salaryRange as string,
      salaryFrom: offer.salaryFrom as string,
      salaryUpTo: offer.salaryUpTo as string,
      periods,
    },
  };
  return {
    card: cardText,
    results: {
      count: results.count ?? '',
      loading: results.loading ?? '',
      empty: results.empty ?? '',
      emptyHint: results.emptyHint ?? '',
      error: results.error ?? '',
      retry: results.retry ?? '',
    },
    pagination: {
      label: pagination.label ?? '',
      page: pagination.page ?? '',
      current: pagination.current ?? '',
      previous: pagination.previous ?? '',
      next: pagination.next ?? '',
    },
  };
}
