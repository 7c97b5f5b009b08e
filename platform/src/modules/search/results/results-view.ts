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
export { movedBeforeHydration } from './moved-before-hydration';

/** The job alert form's own chunk (JobAlertSlot): even this import stays out of the first load. */
export const loadJobAlert = () => import('../job-alert/job-alert-lazy');
// The URL's reader (the contract's parser) only at the first Back or Forward: its chunk is named
// here rather than in the hook, so not even its file names are in the first load.
export const loadUrlQuery = () => import('./url-query');
