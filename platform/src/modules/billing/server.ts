/**
 * The server-only surface of the billing feature: its page and the publish page's notice. Import
 * it as `@/modules/billing/server`.
 */
export { invoicesRoute } from './billing-routes';
export { BillingDetailsNotice } from './billing-details-notice';
