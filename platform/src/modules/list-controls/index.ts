/**
 * Controls the employer lists share (my offers, an offer's applications): the filter bar, its
 * fields, and the pages. Import it as `@/modules/list-controls`.
 */
export { ListFilters, ListSearchField, ListSelectField } from './list-filters';
export { ListPagination } from './list-pagination';
