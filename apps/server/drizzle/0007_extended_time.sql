ALTER TABLE "attempts" ADD COLUMN "extended_time" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "extended_time" text DEFAULT 'none' NOT NULL;