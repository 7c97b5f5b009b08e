/**
 * The public surface of the apply feature: only what other features use. Import it as
 * `@/modules/apply`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md). The
 * quick-apply island is all the public pages load from here: no form library comes with it.
 */
export { QuickApplyButton, type QuickApplyOffer } from './quick-apply-button';
export { myApplicationsKey, useMyApplications } from './use-my-applications';
