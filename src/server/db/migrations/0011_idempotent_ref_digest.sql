ALTER TABLE "idempotent_requests" ADD COLUMN "ref_digest" text;--> statement-breakpoint
CREATE INDEX "idempotent_requests_ref_digest_idx" ON "idempotent_requests" USING btree ("ref_digest");