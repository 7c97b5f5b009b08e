/**
 * The public surface of the apply feature: only what other features use. Import it as
 * `@/modules/apply`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md). The
 * quick-apply island is all the public pages load from here: no form library comes with it.
 * `QuickApplyIsland` takes its wording and the viewer from the server (`quickApplyTexts` in
 * `@/modules/apply/server`); `QuickApplyButton` reads them from the app providers.
 */
export {
  QuickApplyIsland,
  type QuickApplyOffer,
  type QuickApplyTexts,
  type QuickApplyViewer,
} from './quick-apply-island';
// Transitional, for the offer cards until they pass the island its wording and viewer: the
// barrel is not tree-shaken, so while this line is here every page importing this entry loads
// next-intl's client, SWR and the toasts with it. Delete it (and the file) then (issue 16).
export { QuickApplyButton } from './quick-apply-button';
export { myApplicationsKey } from './my-applications-key';
export { reloadSharedJson, useSharedJson } from './shared-json';
