/**
 * The public surface of the errors feature: only what other features use. Import it as
 * `@/modules/errors`.
 */
export { NOT_FOUND_VIEW_SEGMENT } from './not-found-render';
export { ErrorPageView, retryButtonClass } from './error-page-view';
export { RetryButton } from './retry-button';
