CREATE TABLE "offer_daily_counts" (
	"offer_id" integer NOT NULL,
	"board" text NOT NULL,
	"day" date NOT NULL,
	"apply_clicks" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_daily_counts_offer_id_board_day_pk" PRIMARY KEY("offer_id","board","day")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_storage_key" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_mime_type" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_size_bytes" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_text" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cover_letter_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cover_letter_storage_key" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cover_letter_mime_type" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cover_letter_size_bytes" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cover_letter_text" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_daily_counts" ADD CONSTRAINT "offer_daily_counts_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;