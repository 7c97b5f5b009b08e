import type { Database } from '@jobboard/db/client';

/** A database or an open transaction: services that must join the caller's transaction take this. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
