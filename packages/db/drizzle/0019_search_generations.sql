CREATE TABLE "search_generations" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "offer_search_expires_idx" ON "offer_search" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "offer_search_published_idx" ON "offer_search" USING btree ("published_at");--> statement-breakpoint
INSERT INTO "search_generations" ("name", "value") VALUES ('offers', 0), ('catalogue', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Bumps each named counter once per transaction. Called from deferred triggers, so it runs at
-- COMMIT: the counter row's lock is taken last and held only through the commit (no statement
-- of the transaction waits behind it, so it cannot take part in a deadlock), and the new value
-- becomes visible in the same instant as the change it reports.
CREATE OR REPLACE FUNCTION bump_search_generations(names text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  n text;
BEGIN
  FOREACH n IN ARRAY names LOOP
    IF current_setting('jobboard.search_bumped_' || n, true) IS DISTINCT FROM 'yes' THEN
      PERFORM set_config('jobboard.search_bumped_' || n, 'yes', true);
      UPDATE search_generations SET value = value + 1 WHERE name = n;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- TG_ARGV[0]: the counters to bump, comma-separated. TG_ARGV[1], when given: the row's offer id
-- column; the change then counts only when that offer is on some board's search (a draft's
-- edits change no search). Checked at commit, after the transaction's last statement.
CREATE OR REPLACE FUNCTION search_generation_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  names text[] := string_to_array(TG_ARGV[0], ',');
  row_json jsonb;
BEGIN
  -- Already bumped by this transaction: nothing to look up (bulk loads queue one event per row).
  IF current_setting('jobboard.search_bumped_' || names[1], true) = 'yes' THEN
    RETURN NULL;
  END IF;
  IF TG_NARGS > 1 THEN
    row_json := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
    IF NOT EXISTS (
      SELECT 1 FROM offer_search WHERE offer_id = (row_json ->> TG_ARGV[1])::int
    ) THEN
      -- A row deleted with its offer's last publication: the read model's own trigger bumps.
      RETURN NULL;
    END IF;
  END IF;
  PERFORM bump_search_generations(names);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What a search can find or a result card shows. The read model is rewritten (delete, insert)
-- by refresh_offer_search on every change to a published offer; the other tables are watched
-- too, so a writer that forgets the refresh still invalidates the cards.
CREATE CONSTRAINT TRIGGER offer_search_generation AFTER INSERT OR UPDATE OR DELETE ON offer_search
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_generation_trigger('offers');
--> statement-breakpoint
-- An application changes only application_count (read live for each answer, not cached).
CREATE CONSTRAINT TRIGGER offers_search_generation AFTER UPDATE ON offers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'application_count' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'application_count' - 'updated_at'))
  EXECUTE FUNCTION search_generation_trigger('offers', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER offer_contents_search_generation AFTER INSERT OR UPDATE OR DELETE ON offer_contents
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_generation_trigger('offers', 'offer_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER offer_attribute_links_search_generation AFTER INSERT OR UPDATE OR DELETE ON offer_attribute_links
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_generation_trigger('offers', 'offer_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER offer_publications_search_generation AFTER INSERT OR DELETE ON offer_publications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_generation_trigger('offers', 'offer_id');
--> statement-breakpoint
-- Reminder and expiry bookkeeping columns change nothing a search shows.
CREATE CONSTRAINT TRIGGER offer_publications_update_search_generation AFTER UPDATE ON offer_publications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.offer_id, OLD.board, OLD.published_at, OLD.expires_at, OLD.featured) IS DISTINCT FROM (NEW.offer_id, NEW.board, NEW.published_at, NEW.expires_at, NEW.featured))
  EXECUTE FUNCTION search_generation_trigger('offers', 'offer_id');
--> statement-breakpoint
-- Cards show the company's name, slug and logo; the company filter matches its names.
CREATE CONSTRAINT TRIGGER companies_search_generation AFTER UPDATE OR DELETE ON companies
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION search_generation_trigger('offers');
--> statement-breakpoint
-- The dictionaries (labels, slugs, filter checks) and every card and search that uses them.
CREATE CONSTRAINT TRIGGER offer_attributes_search_generation AFTER INSERT OR UPDATE OR DELETE ON offer_attributes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_generation_trigger('catalogue,offers');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cities_search_generation AFTER INSERT OR UPDATE OR DELETE ON cities
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_generation_trigger('catalogue,offers');
