CREATE TABLE "bank_questions" (
	"pack_id" text NOT NULL,
	"content_version" text NOT NULL,
	"skill_slug" text NOT NULL,
	"position" integer NOT NULL,
	"question_id" text NOT NULL,
	CONSTRAINT "bank_questions_pack_id_content_version_question_id_pk" PRIMARY KEY("pack_id","content_version","question_id")
);
--> statement-breakpoint
CREATE TABLE "content_packs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_version" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "figures" (
	"id" text PRIMARY KEY NOT NULL,
	"pack_id" text NOT NULL,
	"svg" text NOT NULL
);
--> statement-breakpoint
-- Rows from before content packs belong to the version their test had then; backfill, then require.
ALTER TABLE "test_module_questions" ADD COLUMN "content_version" text;--> statement-breakpoint
UPDATE "test_module_questions" l SET "content_version" = t."content_version" FROM "tests" t WHERE t."id" = l."test_id";--> statement-breakpoint
ALTER TABLE "test_module_questions" ALTER COLUMN "content_version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "test_module_questions" DROP CONSTRAINT "test_module_questions_test_id_section_module_key_position_pk";--> statement-breakpoint
ALTER TABLE "test_module_questions" ADD CONSTRAINT "test_module_questions_test_id_content_version_section_module_key_position_pk" PRIMARY KEY("test_id","content_version","section","module_key","position");--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "content_version" text;--> statement-breakpoint
UPDATE "attempts" a SET "content_version" = t."content_version" FROM "tests" t WHERE t."id" = a."test_id";--> statement-breakpoint
ALTER TABLE "attempts" ALTER COLUMN "content_version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "source_id" text;--> statement-breakpoint
UPDATE "questions" SET "source_id" = "id";--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "source_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "content_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_pack_id_content_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."content_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_questions_skill_idx" ON "bank_questions" USING btree ("skill_slug","position");--> statement-breakpoint
CREATE INDEX "questions_source_idx" ON "questions" USING btree ("source_id");