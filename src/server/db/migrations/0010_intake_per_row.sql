ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));