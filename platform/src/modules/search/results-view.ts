/**
 * What the search island renders once the visitor changes the search: the cards, the pages and
 * the count of the new answer. Until then the server's first page is shown, so this is loaded
 * apart (on idle, or at the first change) and stays out of the search pages' first load.
 */
export { formatMessage, PaginationView, ResultCards } from '@/modules/offer-list';
