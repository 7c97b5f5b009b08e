/**
 * The public surface of the privacy-notice feature: only what other features use. Import it as
 * `@/modules/privacy-notice`; server-only parts from `@/modules/privacy-notice/server`.
 */
export { PrivacyNotice, type PrivacyNoticeTexts } from './privacy-notice';
export { usePrivacyNotice } from './use-privacy-notice';
export type { PrivacyPurpose } from './privacy-purposes';
