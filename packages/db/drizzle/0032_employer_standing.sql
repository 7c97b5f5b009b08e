ALTER TABLE "teams" ADD COLUMN "board" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "suspension_reason" text;