-- The employer's search of an offer's applications: one folded word list per application
-- (resume text, cover letter text, message) in a GIN index, instead of ILIKE over the texts,
-- which no index could answer once OR-ed with the candidate's names and e-mail. Resumes come in
-- either language: the simple dictionary (no stemming) after accent folding. Written by hand
-- (drizzle-kit does not manage text search configurations), before the column that uses it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'simple_unaccent') THEN
    CREATE TEXT SEARCH CONFIGURATION simple_unaccent (COPY = simple);
    ALTER TEXT SEARCH CONFIGURATION simple_unaccent
      ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, hword, hword_part, word
      WITH unaccent, simple;
  END IF;
END
$$;
--> statement-breakpoint
DROP INDEX "applications_resume_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (strip(to_tsvector('simple_unaccent'::regconfig, coalesce("resume_text", '') || ' ' || coalesce("cover_letter_text", '') || ' ' || coalesce("message", '')))) STORED;--> statement-breakpoint
-- Kept in the row (compressed) rather than in the TOAST table: a word found in most of an
-- offer's applications is checked row by row, and reading each vector back from TOAST cost ten
-- times the buffers (the long resume text is the column that moves out instead). Written by
-- hand (drizzle-kit has no column storage); the UPDATE stores the existing rows' vectors anew
-- under that storage.
ALTER TABLE "applications" ALTER COLUMN "search_document" SET STORAGE MAIN;--> statement-breakpoint
UPDATE "applications" SET "search_document" = DEFAULT;--> statement-breakpoint
CREATE INDEX "applications_search_document_idx" ON "applications" USING gin ("search_document");