/**
 * Helpers for the platform's unit tests (never imported by pages). Import it as
 * `@/modules/test-support`; its other files are its own (eslint.config.mjs, CONTRIBUTING.md).
 */
export { renderStatic } from './render-static';
export { contentModelErrors } from './content-model';
