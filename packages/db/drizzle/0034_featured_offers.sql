ALTER TABLE "offer_publications" ADD COLUMN "featured_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_search" ADD COLUMN "featured_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'posting' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "featured_days" integer;--> statement-breakpoint
CREATE INDEX "offer_publications_featured_idx" ON "offer_publications" USING btree ("featured_until") WHERE featured_until IS NOT NULL;--> statement-breakpoint
CREATE INDEX "offer_search_board_featured_idx" ON "offer_search" USING btree ("board","created_at" DESC NULLS LAST) WHERE featured_until IS NOT NULL;--> statement-breakpoint
CREATE INDEX "offer_search_featured_until_idx" ON "offer_search" USING btree ("featured_until");--> statement-breakpoint
-- The boolean flag becomes a period: an offer is featured on a board while featured_until is
-- ahead. The offers the flag featured (the seed's demo ones) stay featured for a year.
UPDATE "offer_publications" SET "featured_until" = now() + interval '1 year' WHERE "featured";--> statement-breakpoint
-- The trigger's condition named the flag; it watches the period instead, and the moderation
-- hold (an approval changes what search shows).
DROP TRIGGER offer_publications_update_search_generation ON offer_publications;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER offer_publications_update_search_generation AFTER UPDATE ON offer_publications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.offer_id, OLD.board, OLD.published_at, OLD.expires_at, OLD.featured_until, OLD.held_at) IS DISTINCT FROM (NEW.offer_id, NEW.board, NEW.published_at, NEW.expires_at, NEW.featured_until, NEW.held_at))
  EXECUTE FUNCTION search_generation_trigger('offers', 'offer_id');--> statement-breakpoint
-- The read model carries the period (a search compares it with now(), the cache's bound on time
-- includes the next end). Same function as 0033_offer_moderation with featured_until for featured
-- (the id list read with unnest).
CREATE OR REPLACE FUNCTION refresh_offer_search(target_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM offer_search WHERE offer_id IN (SELECT unnest(target_ids));
  INSERT INTO offer_search (
    board, offer_id, created_at, published_at, expires_at, city_id, company_id,
    attribute_ids, featured_until, document, title_norm, pay_hourly, lat, lng
  )
  SELECT
    p.board,
    o.id,
    o.created_at,
    p.published_at,
    coalesce(p.expires_at, o.expires_at, 'infinity'::timestamptz),
    o.city_id,
    -- Confidential offers keep their company out of the read model entirely.
    CASE WHEN o.is_confidential THEN NULL ELSE o.company_id END,
    coalesce(a.attribute_ids, '{}'),
    p.featured_until,
    setweight(to_tsvector('fr_unaccent', coalesce(fr.title, '')), 'A')
      || setweight(to_tsvector('en_unaccent', coalesce(en.title, '')), 'A')
      || setweight(to_tsvector('fr_unaccent', coalesce(a.labels_fr, '')), 'B')
      || setweight(to_tsvector('en_unaccent', coalesce(a.labels_en, '')), 'B'),
    lower(unaccent(concat_ws(' ', fr.title, en.title))),
    -- The top of the pay range per hour: a year is 2,080 hours (52 weeks of 40), a week 40.
    coalesce(o.salary_max, o.salary_min)
      / CASE o.salary_period WHEN 'year' THEN 2080 WHEN 'week' THEN 40 ELSE 1 END,
    -- A confidential offer is placed at its city's centre: its own point locates the employer.
    CASE WHEN o.is_confidential OR o.lat IS NULL OR o.lng IS NULL THEN ci.lat ELSE o.lat END,
    CASE WHEN o.is_confidential OR o.lat IS NULL OR o.lng IS NULL THEN ci.lng ELSE o.lng END
  FROM offers o
  JOIN offer_publications p ON p.offer_id = o.id
  LEFT JOIN cities ci ON ci.id = o.city_id
  LEFT JOIN offer_contents fr ON fr.offer_id = o.id AND fr.language = 'fr'
  LEFT JOIN offer_contents en ON en.offer_id = o.id AND en.language = 'en'
  LEFT JOIN LATERAL (
    -- Specialization labels are job titles in their own right ('Plongeur' for a
    -- 'Plongeur de soir' offer); category labels are too broad to search by.
    SELECT
      array_agg(l.attribute_id ORDER BY l.attribute_id) AS attribute_ids,
      string_agg(oa.label_fr, ' ') FILTER (WHERE oa.type = 'specialization') AS labels_fr,
      string_agg(oa.label_en, ' ') FILTER (WHERE oa.type = 'specialization') AS labels_en
    FROM offer_attribute_links l
    JOIN offer_attributes oa ON oa.id = l.attribute_id
    WHERE l.offer_id = o.id
  ) a ON true
  WHERE o.id IN (SELECT unnest(target_ids)) AND o.status = 'published' AND o.filled_at IS NULL
    -- Held for moderation (0033_offer_moderation): not public until approved.
    AND p.held_at IS NULL;
$$;--> statement-breakpoint
UPDATE offer_search s SET featured_until = p.featured_until FROM offer_publications p
  WHERE p.offer_id = s.offer_id AND p.board = s.board AND p.featured_until IS NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_publications" DROP COLUMN "featured";--> statement-breakpoint
ALTER TABLE "offer_search" DROP COLUMN "featured";
