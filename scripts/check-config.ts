/**
 * Checks of the configuration that time makes wrong: `npm run check:config`. Today the
 * minimum-wage table (Quebec sets new rates every May 1): it fails, naming what to update, once
 * the latest rate is more than 13 months old. The production server logs the same warning at
 * start-up (platform/server/main.ts).
 */
import { minimumWageStaleness } from '@jobboard/api/contracts/employer-offers/quebec-rules';

const warnings = [minimumWageStaleness()].filter((w): w is string => w !== null);
for (const warning of warnings) console.warn(`[check:config] ${warning}`);
if (warnings.length > 0) process.exit(1);
console.log('[check:config] the minimum-wage table is current');
