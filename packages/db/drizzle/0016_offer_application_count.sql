-- Public lists show how many applied (issue 19): a counter on the offer, kept by apply and
-- withdraw in their transaction, instead of a COUNT over applications in every search.
ALTER TABLE "offers" ADD COLUMN "application_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill: the offers that already have applications, withdrawn ones left out (hand-written).
UPDATE "offers" o SET "application_count" = a.n
FROM (
  SELECT "offer_id", count(*)::int AS n FROM "applications"
  WHERE "withdrawn_at" IS NULL AND "status" <> 'withdrawn'
  GROUP BY "offer_id"
) a
WHERE a."offer_id" = o."id";
