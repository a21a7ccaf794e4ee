CREATE TABLE "couple_sessions" (
	"ref_id" text PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"state" text DEFAULT 'collecting' NOT NULL,
	"assessment_id" uuid,
	"current_submission_id" text,
	"p2_answers" jsonb,
	"p2_source" text,
	"p2_email" text,
	"p2_answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couple_sessions_product_type_check" CHECK ("couple_sessions"."product_type" in ('detonation', 'detonation_fosm', 'dual_scan')),
	CONSTRAINT "couple_sessions_state_check" CHECK ("couple_sessions"."state" in ('collecting', 'answered', 'paid_awaiting_answers', 'paid')),
	CONSTRAINT "couple_sessions_p2_complete_check" CHECK (("couple_sessions"."p2_answers" is null) = ("couple_sessions"."p2_source" is null) and ("couple_sessions"."p2_answers" is null) = ("couple_sessions"."p2_answered_at" is null) and ("couple_sessions"."p2_answers" is null or jsonb_array_length("couple_sessions"."p2_answers") = 10)),
	CONSTRAINT "couple_sessions_p2_source_check" CHECK ("couple_sessions"."p2_source" is null or "couple_sessions"."p2_source" in ('choice', 'paste', 'single_page')),
	CONSTRAINT "couple_sessions_state_answers_check" CHECK (("couple_sessions"."state" in ('answered', 'paid')) = ("couple_sessions"."current_submission_id" is not null and "couple_sessions"."p2_answers" is not null))
);
--> statement-breakpoint
CREATE TABLE "secure_submissions" (
	"submission_id" text PRIMARY KEY NOT NULL,
	"ref_id" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'current' NOT NULL,
	"content" jsonb NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "secure_submissions_source_check" CHECK ("secure_submissions"."source" in ('two_step', 'single_page')),
	CONSTRAINT "secure_submissions_status_check" CHECK ("secure_submissions"."status" in ('current', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "couple_sessions" ADD CONSTRAINT "couple_sessions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_sessions" ADD CONSTRAINT "couple_sessions_current_submission_id_secure_submissions_submission_id_fk" FOREIGN KEY ("current_submission_id") REFERENCES "public"."secure_submissions"("submission_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secure_submissions" ADD CONSTRAINT "secure_submissions_ref_id_couple_sessions_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."couple_sessions"("ref_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "couple_sessions_created_at_idx" ON "couple_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "secure_submissions_current_idx" ON "secure_submissions" USING btree ("ref_id") WHERE "secure_submissions"."status" = 'current';