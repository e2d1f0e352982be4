CREATE TABLE "attempt_results" (
	"attempt_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"source_id" text NOT NULL,
	"stage" text NOT NULL,
	"position" integer NOT NULL,
	"section" text NOT NULL,
	"domain" text NOT NULL,
	"skill_slug" text NOT NULL,
	"outcome" text NOT NULL,
	"marked" boolean NOT NULL,
	"time_spent_ms" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_results_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "review_items" (
	"user_id" uuid NOT NULL,
	"source_id" text NOT NULL,
	"question_id" text NOT NULL,
	"skill_slug" text NOT NULL,
	"origin" text NOT NULL,
	"status" text NOT NULL,
	"right_in_row" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_items_user_id_source_id_pk" PRIMARY KEY("user_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "skill_evidence" (
	"user_id" uuid NOT NULL,
	"skill_slug" text NOT NULL,
	"questions" integer NOT NULL,
	"correct" integer NOT NULL,
	"recent" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "skill_evidence_user_id_skill_slug_pk" PRIMARY KEY("user_id","skill_slug")
);
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD COLUMN "time_spent_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_question_status" ADD COLUMN "first_correct" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_question_status" ADD COLUMN "first_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_question_status" ADD COLUMN "correct_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "target_score" integer;--> statement-breakpoint
ALTER TABLE "attempt_results" ADD CONSTRAINT "attempt_results_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_results" ADD CONSTRAINT "attempt_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_results" ADD CONSTRAINT "attempt_results_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_evidence" ADD CONSTRAINT "skill_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_results_user_skill_idx" ON "attempt_results" USING btree ("user_id","skill_slug","completed_at");--> statement-breakpoint
CREATE INDEX "review_items_user_due_idx" ON "review_items" USING btree ("user_id","status","due_at");--> statement-breakpoint
-- Accuracy counts first attempts: fill them in from the check log kept since the bank opened.
UPDATE "bank_question_status" AS s SET
	"first_correct" = f."is_correct",
	"first_at" = f."created_at",
	"correct_checks" = f."correct_checks"
FROM (
	SELECT DISTINCT ON ("user_id", "source_id") "user_id", "source_id", "is_correct", "created_at",
		count(*) FILTER (WHERE "is_correct") OVER (PARTITION BY "user_id", "source_id")::int AS "correct_checks"
	FROM "bank_checks"
	ORDER BY "user_id", "source_id", "created_at", "id"
) AS f
WHERE s."user_id" = f."user_id" AND s."source_id" = f."source_id";
--> statement-breakpoint
-- Mastery's evidence so far: the first bank attempts, oldest first (tests completed before this
-- migration are added when the student next reads their progress).
INSERT INTO "skill_evidence" ("user_id", "skill_slug", "questions", "correct", "recent", "updated_at")
SELECT "user_id", "skill_slug", count(*)::int, count(*) FILTER (WHERE "first_correct")::int,
	right(string_agg(CASE WHEN "first_correct" THEN '1' ELSE '0' END, '' ORDER BY "first_at", "source_id"), 10),
	now()
FROM "bank_question_status"
GROUP BY "user_id", "skill_slug";
