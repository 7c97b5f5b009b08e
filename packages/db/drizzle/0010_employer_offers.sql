ALTER TABLE "offer_contents" ADD COLUMN "language_reason" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "place_id" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "tips" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "shifts" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "positions" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "application_deadline" date;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "apply_method" text DEFAULT 'board' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "apply_url" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "apply_email" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "requires_other_language" boolean DEFAULT false NOT NULL;