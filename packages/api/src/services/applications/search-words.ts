import { sql, type SQL } from 'drizzle-orm';

/**
 * The words of a text as the employer's application search stores them: accent- and case-folded
 * by 'simple_unaccent' (migration 0015), positions stripped; NULL for a NULL text. Vectors of
 * several texts joined with `||` hold the same words as the vector of the texts joined.
 */
export function searchWords(text: SQL | string | null): SQL {
  return sql`strip(to_tsvector('simple_unaccent'::regconfig, ${text}))`;
}
