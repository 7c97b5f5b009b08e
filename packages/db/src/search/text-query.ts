import { sql, type SQL } from 'drizzle-orm';

const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

/**
 * Words of a search box entry: letters and digits only, so nothing the user types can reach
 * tsquery syntax or a LIKE pattern. Lower-cased; accents are folded later by the database.
 */
export function searchTokens(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, MAX_TOKENS)
    .map((t) => t.slice(0, MAX_TOKEN_LENGTH));
}

/**
 * Every word as a prefix ('cuis' finds 'cuisinier'), in both languages' configurations (each
 * stems and folds accents its own way), all words required. Stop words yield empty queries,
 * which `&&` ignores. With weight 'A' only title words match (the ranking query).
 */
export function prefixTsQuery(tokens: readonly string[], weight: '' | 'A' = ''): SQL {
  const parts = tokens.map((t) => {
    const term = `${t}:*${weight}`;
    return sql`(to_tsquery('fr_unaccent', ${term}) || to_tsquery('en_unaccent', ${term}))`;
  });
  return sql.join(parts, sql` && `);
}
