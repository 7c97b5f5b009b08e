ALTER TABLE "offer_publications" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_publications" ADD COLUMN "signals" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_publications" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_publications" ADD COLUMN "approved_by" integer;--> statement-breakpoint
CREATE INDEX "offer_publications_held_idx" ON "offer_publications" USING btree ("held_at") WHERE held_at IS NOT NULL;--> statement-breakpoint
-- A publication held for moderation (issue 40) is not public: it stays out of the read model
-- (search, its page, company pages, feeds, sitemaps, JSON-LD) until an operator approves it.
CREATE OR REPLACE FUNCTION refresh_offer_search(target_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM offer_search WHERE offer_id IN (SELECT unnest(target_ids));
  INSERT INTO offer_search (
    board, offer_id, created_at, published_at, expires_at, city_id, company_id,
    attribute_ids, featured, document, title_norm, pay_hourly, lat, lng
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
    p.featured,
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
    AND p.held_at IS NULL;
$$;

