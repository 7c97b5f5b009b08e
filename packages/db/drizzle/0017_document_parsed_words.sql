-- An application's search_document was a generated column: PostgreSQL folded the whole resume
-- text again on every application (about 20 ms of its CPU for a 200 kB text, most of the cost of
-- applying). A document's words are now folded once, when its text is written (parsed_words), and
-- the application's insert brings its words from them. Triggers keep both columns as the
-- generated column did for every other writer (fixtures, the anonymising update, a typed letter);
-- DROP EXPRESSION keeps the existing values. Written by hand: drizzle-kit has no triggers.
ALTER TABLE "applications" ALTER COLUMN "search_document" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "parsed_words" "tsvector";--> statement-breakpoint
CREATE FUNCTION documents_parsed_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.parsed_words := strip(to_tsvector('simple_unaccent'::regconfig, NEW.parsed_text));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER documents_parsed_words BEFORE INSERT OR UPDATE OF parsed_text ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_parsed_words();--> statement-breakpoint
UPDATE "documents" SET "parsed_text" = "parsed_text" WHERE "parsed_text" IS NOT NULL;--> statement-breakpoint
-- The expression of migration 0015, unless an insert brings the words (see record-application.ts:
-- the same words, from the documents the texts were copied from).
CREATE FUNCTION applications_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR NEW.search_document IS NULL THEN
    NEW.search_document := strip(to_tsvector('simple_unaccent'::regconfig,
      coalesce(NEW.resume_text, '') || ' ' || coalesce(NEW.cover_letter_text, '') || ' ' ||
      coalesce(NEW.message, '')));
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER applications_search_document
  BEFORE INSERT OR UPDATE OF resume_text, cover_letter_text, message ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_search_document();
