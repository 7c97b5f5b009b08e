-- Title hits are now ranked with a weight-A query on `document` itself: the separate title
-- vector made every row wider, and every search pays for row width in heap pages read.
ALTER TABLE "offer_search" DROP COLUMN "title_document";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_offer_search(target_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM offer_search WHERE offer_id = ANY(target_ids);
  INSERT INTO offer_search (
    board, offer_id, created_at, published_at, expires_at, city_id, company_id,
    attribute_ids, featured, document, title_norm
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
    lower(unaccent(concat_ws(' ', fr.title, en.title)))
  FROM offers o
  JOIN offer_publications p ON p.offer_id = o.id
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
  WHERE o.id = ANY(target_ids) AND o.status = 'published';
$$;
