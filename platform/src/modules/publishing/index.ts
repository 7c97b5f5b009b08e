/**
 * The client-safe surface of the publishing feature: prices as the pages show them. Its pages
 * are in `@/modules/publishing/server`.
 */
export { money, type PostingPrice } from './publish-types';
export { CreditsSummary, type CreditBalance } from './credits-summary';
