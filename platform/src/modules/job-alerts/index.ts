/**
 * The public surface of the job alerts feature: only what other features use. Import it as
 * `@/modules/job-alerts`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 */
export { JobAlertForm } from './job-alert-form';
