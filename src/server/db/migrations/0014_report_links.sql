ALTER TABLE "report_deliveries" ADD COLUMN "link_digest" text;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD COLUMN "link_sealed" text;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_link_digest_unique" UNIQUE("link_digest");