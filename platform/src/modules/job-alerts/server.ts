/**
 * The server-only surface of the job alerts feature (its token-link pages), for route files.
 */
export { JobAlertTokenPage } from './job-alert-token-page';
