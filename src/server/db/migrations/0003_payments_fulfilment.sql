CREATE TABLE "local_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"ref_id" text NOT NULL,
	"product" text NOT NULL,
	"product_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"customer_email" text,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "local_checkouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "local_checkouts_status_check" CHECK ("local_checkouts"."status" in ('open', 'complete', 'expired')),
	CONSTRAINT "local_checkouts_payment_status_check" CHECK ("local_checkouts"."payment_status" in ('paid', 'unpaid'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_deliveries" (
	"ref_id" text NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "report_deliveries_ref_id_role_pk" PRIMARY KEY("ref_id","role"),
	CONSTRAINT "report_deliveries_role_check" CHECK ("report_deliveries"."role" in ('person1', 'person2')),
	CONSTRAINT "report_deliveries_status_check" CHECK ("report_deliveries"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "report_deliveries_sent_check" CHECK (("report_deliveries"."status" = 'sent') = ("report_deliveries"."sent_at" is not null and "report_deliveries"."message_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"ref_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"model" jsonb,
	"pdf" "bytea",
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_at" timestamp with time zone,
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('queued', 'generated', 'delivered', 'failed')),
	CONSTRAINT "reports_generated_check" CHECK (("reports"."status" in ('queued', 'failed')) or ("reports"."model" is not null and "reports"."pdf" is not null))
);
--> statement-breakpoint
CREATE TABLE "session_payments" (
	"checkout_session_id" text PRIMARY KEY NOT NULL,
	"ref_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"product_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_payments_provider_check" CHECK ("session_payments"."provider" in ('stripe', 'local'))
);
--> statement-breakpoint
ALTER TABLE "local_checkouts" ADD CONSTRAINT "local_checkouts_ref_id_couple_sessions_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."couple_sessions"("ref_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_ref_id_reports_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."reports"("ref_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_ref_id_couple_sessions_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."couple_sessions"("ref_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_payments" ADD CONSTRAINT "session_payments_ref_id_couple_sessions_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."couple_sessions"("ref_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_payments_ref_id_idx" ON "session_payments" USING btree ("ref_id");