/**
 * The public surface of the link-actions feature (pages that mailed confirm and unsubscribe
 * links open). Import it as `@/modules/link-actions`.
 */
export { LinkActionPage, type LinkActionPageProps } from './link-action-page';
