CREATE TABLE "partner_notices" (
	"ref_id" text PRIMARY KEY NOT NULL,
	"partner_email" text,
	"ref_id_sealed" text,
	"link_emails_sent" integer DEFAULT 0 NOT NULL,
	"last_link_sent_at" timestamp with time zone,
	"reminder_due_at" timestamp with time zone,
	"reminder_job_id" text,
	"reminder_sent_at" timestamp with time zone,
	"reminder_cancelled_at" timestamp with time zone,
	"answered_notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_notices_link_emails_check" CHECK ("partner_notices"."link_emails_sent" >= 0 and "partner_notices"."link_emails_sent" <= 3)
);
--> statement-breakpoint
ALTER TABLE "partner_notices" ADD CONSTRAINT "partner_notices_ref_id_couple_sessions_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."couple_sessions"("ref_id") ON DELETE cascade ON UPDATE cascade;