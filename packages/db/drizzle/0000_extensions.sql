-- drizzle-kit never writes CREATE EXTENSION; search (trigram, accent folding) needs both.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is not immutable, so it cannot feed a generated tsvector; text search
-- configurations that fold accents can. 'cafe' then matches 'Café' in either language.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'fr_unaccent') THEN
    CREATE TEXT SEARCH CONFIGURATION fr_unaccent (COPY = french);
    ALTER TEXT SEARCH CONFIGURATION fr_unaccent
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'en_unaccent') THEN
    CREATE TEXT SEARCH CONFIGURATION en_unaccent (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION en_unaccent
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
END
$$;
