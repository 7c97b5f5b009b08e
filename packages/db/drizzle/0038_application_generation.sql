-- A counter for application counts alone (issue 44). Cards show each offer's count; reading it
-- live cost every search page render one more query per list. The count is now kept per process
-- like the rest of a card, re-read when this counter moves, without touching the `offers`
-- counter (an application must not throw away every cached search).
INSERT INTO "search_generations" ("name", "value") VALUES ('applications', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER offers_application_generation AFTER UPDATE OF application_count ON offers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.application_count IS DISTINCT FROM NEW.application_count)
  EXECUTE FUNCTION search_generation_trigger('applications');
