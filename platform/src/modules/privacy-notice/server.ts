/** The server-only surface of the privacy-notice feature. */
export { ServerPrivacyNotice } from './server-privacy-notice';
export { privacyNoticeTexts } from './privacy-notice-texts';
