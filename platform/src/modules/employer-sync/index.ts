/**
 * The employer sync feature (spec section 4): the header's syncing flag, the banner's "Sync now"
 * action and its results, and the sign-in hook. Import it as `@/modules/employer-sync`.
 */
export { SyncFlag } from './sync-flag';
export { SyncNowButton } from './sync-now-button';
export { SyncResults } from './sync-results';
export { requestEmployerSync } from './sync-state';
