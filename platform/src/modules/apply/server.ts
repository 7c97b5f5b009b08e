/**
 * The server-only public surface of the apply feature: only what other features use. Import it
 * as `@/modules/apply/server`.
 */
export { quickApplyTexts } from './quick-apply-texts';
