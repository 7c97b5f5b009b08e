/**
 * The server-only public surface of the companies feature: only what other features use.
 * Import it as `@/modules/companies/server`.
 */
export { findCompany } from './find-company';
