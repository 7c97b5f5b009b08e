/**
 * The employer sync feature (spec section 4): the flag and action, and the sign-in hook. Import
 * it as `@/modules/employer-sync`.
 */
export { SyncStatus } from './sync-status';
export { requestEmployerSync } from './sync-state';
