/**
 * The `meta` of a list page (paginationMetaSchema in common.ts) for `total` rows, `perPage` a
 * page; an empty list still has one page. A file of its own, so the client bundles that read
 * common.ts carry none of it.
 */
export function paginationMeta(page: number, perPage: number, total: number) {
  return {
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
  };
}
