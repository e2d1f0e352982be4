ALTER TABLE "sessions" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Data fill (hand-written): sessions from before this column were last known active when created.
UPDATE "sessions" SET "last_active_at" = "created_at";
