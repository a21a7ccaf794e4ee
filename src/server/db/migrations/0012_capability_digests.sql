ALTER TABLE "couple_sessions" DROP CONSTRAINT "couple_sessions_current_submission_id_secure_submissions_submission_id_fk";
--> statement-breakpoint
ALTER TABLE "local_checkouts" DROP CONSTRAINT "local_checkouts_ref_id_couple_sessions_ref_id_fk";
--> statement-breakpoint
ALTER TABLE "private_checks" DROP CONSTRAINT "private_checks_ref_id_couple_sessions_ref_id_fk";
--> statement-breakpoint
ALTER TABLE "report_deliveries" DROP CONSTRAINT "report_deliveries_ref_id_reports_ref_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_ref_id_couple_sessions_ref_id_fk";
--> statement-breakpoint
ALTER TABLE "secure_submissions" DROP CONSTRAINT "secure_submissions_ref_id_couple_sessions_ref_id_fk";
--> statement-breakpoint
ALTER TABLE "session_checkouts" DROP CONSTRAINT "session_checkouts_ref_id_couple_sessions_ref_id_fk";
--> statement-breakpoint
ALTER TABLE "session_payments" DROP CONSTRAINT "session_payments_ref_id_couple_sessions_ref_id_fk";
--> statement-breakpoint
ALTER TABLE "secure_submissions" ADD COLUMN "ref_id_sealed" text;--> statement-breakpoint
ALTER TABLE "storm_invites" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "couple_sessions" ADD CONSTRAINT "couple_sessions_current_submission_id_secure_submissions_submission_id_fk" FOREIGN KEY ("current_submission_id") REFERENCES "public"."secure_submissions"("submission_id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "local_checkouts" ADD CONSTRAINT "local_checkouts_ref_id_couple_sessions_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."couple_sessions"("ref_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "private_checks" ADD CONSTRAINT "private_checks_ref_id_couple_sessions_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."couple_sessions"("ref_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_ref_id_reports_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."reports"("ref_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_ref_id_couple_sessions_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."couple_sessions"("ref_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "secure_submissions" ADD CONSTRAINT "secure_submissions_ref_id_couple_sessions_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."couple_sessions"("ref_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "session_checkouts" ADD CONSTRAINT "session_checkouts_ref_id_couple_sessions_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."couple_sessions"("ref_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "session_payments" ADD CONSTRAINT "session_payments_ref_id_couple_sessions_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."couple_sessions"("ref_id") ON DELETE set null ON UPDATE cascade;