import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector, which drizzle has no builder for (full-text search columns). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
