/**
 * What the search island needs only once the visitor acts: the cards, the pages, the count and
 * the error alert of a new answer, the fetch that asks for it, the listeners that make the server-rendered form
 * drive the search, and the loader of the job alert form. Until then the server's first page and its plain GET form are shown,
 * so this is loaded apart (on idle, at the first touch of the form, or at the first change) and
 * stays out of the search pages' first load (issue 16).
 */
export { formatMessage, PaginationView, ResultCards, ResultsAlert } from '@/modules/offer-list';
export { islandFetch } from '@/modules/island-fetch';
export { enhanceSearchForm } from '../filters/search-form-enhancer';
// The URL's writer: the first render takes the server's parse of the same URL, so it is first
// needed at the first change.
export { searchParamsOf } from '../offer-filters';
export { offersUrl } from './offers-url';
// The URL's reader and the check after a Back pressed before hydration.
export { ifMoved, readUrlFilters } from './read-url-filters';

/** The job alert form's own chunk (JobAlertSlot): even this import stays out of the first load. */
export const loadJobAlert = () => import('../job-alert/job-alert-lazy');
