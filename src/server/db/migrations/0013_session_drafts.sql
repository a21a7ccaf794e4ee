CREATE TABLE "session_drafts" (
	"resume_id" text PRIMARY KEY NOT NULL,
	"ref_id" text NOT NULL,
	"ref_id_sealed" text NOT NULL,
	"email" text NOT NULL,
	"resume_id_sealed" text,
	"content" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "session_drafts_ref_id_unique" UNIQUE("ref_id")
);
--> statement-breakpoint
ALTER TABLE "session_drafts" ADD CONSTRAINT "session_drafts_ref_id_couple_sessions_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."couple_sessions"("ref_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "session_drafts_email_idx" ON "session_drafts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "session_drafts_created_at_idx" ON "session_drafts" USING btree ("created_at");