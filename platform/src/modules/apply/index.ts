/**
 * The public surface of the apply feature: only what other features use. Import it as
 * `@/modules/apply`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md). The
 * quick-apply island is all the public pages load from here: no form library comes with it.
 * `QuickApplyIsland` (a candidate's only) takes its wording from the server (`quickApplyTexts` in
 * `@/modules/apply/server`).
 */
export {
  QuickApplyIsland,
  type QuickApplyOffer,
  type QuickApplyTexts,
  type QuickApplyViewer,
} from './quick-apply-island';
export { OfferPageApplyArea, type OfferPageApply } from './offer-page-apply';
export { myApplicationsKey } from './my-applications-key';
export { reloadSharedJson, useSharedJson } from './shared-json';
