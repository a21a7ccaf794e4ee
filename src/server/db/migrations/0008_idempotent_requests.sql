CREATE TABLE "idempotent_requests" (
	"key_digest" text PRIMARY KEY NOT NULL,
	"body_digest" text NOT NULL,
	"status_code" integer,
	"sealed_response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idempotent_requests_created_at_idx" ON "idempotent_requests" USING btree ("created_at");