CREATE TABLE "attempt_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"stage" text NOT NULL,
	"user_option" text DEFAULT '' NOT NULL,
	"user_answer" text DEFAULT '' NOT NULL,
	"marked" boolean DEFAULT false NOT NULL,
	"eliminated" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seq" bigint NOT NULL,
	"time_left_ms" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"test_id" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"stage" text,
	"question_index" integer DEFAULT 0 NOT NULL,
	"time_left_ms" integer NOT NULL,
	"running_since" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"rw_route" text,
	"math_route" text,
	"spent_ms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scores" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" text PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"domain" text NOT NULL,
	"skill" text NOT NULL,
	"difficulty" text NOT NULL,
	"type" text NOT NULL,
	"passage" text NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb,
	"correct_option" text,
	"accepted_answers" jsonb,
	"explanation" text NOT NULL,
	"content_version" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_module_questions" (
	"test_id" text NOT NULL,
	"section" text NOT NULL,
	"module_key" text NOT NULL,
	"position" integer NOT NULL,
	"question_id" text NOT NULL,
	CONSTRAINT "test_module_questions_test_id_section_module_key_position_pk" PRIMARY KEY("test_id","section","module_key","position")
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"access" text NOT NULL,
	"content_version" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_module_questions" ADD CONSTRAINT "test_module_questions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_module_questions" ADD CONSTRAINT "test_module_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_user_test_idx" ON "attempts" USING btree ("user_id","test_id");