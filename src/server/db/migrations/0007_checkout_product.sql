CREATE TABLE "session_checkouts" (
	"checkout_session_id" text PRIMARY KEY NOT NULL,
	"ref_id" text NOT NULL,
	"product" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_checkouts_status_check" CHECK ("session_checkouts"."status" in ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "session_payments" ADD COLUMN "outcome" text DEFAULT 'fulfils' NOT NULL;--> statement-breakpoint
ALTER TABLE "session_checkouts" ADD CONSTRAINT "session_checkouts_ref_id_couple_sessions_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."couple_sessions"("ref_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_checkouts_ref_id_idx" ON "session_checkouts" USING btree ("ref_id");--> statement-breakpoint
ALTER TABLE "session_payments" ADD CONSTRAINT "session_payments_outcome_check" CHECK ("session_payments"."outcome" in ('fulfils', 'underpaid', 'refund_due'));