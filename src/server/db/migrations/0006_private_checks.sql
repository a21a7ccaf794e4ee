CREATE TABLE "private_checks" (
	"ref_id" text NOT NULL,
	"role" text NOT NULL,
	"answers" jsonb NOT NULL,
	"signature" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_checks_ref_id_role_pk" PRIMARY KEY("ref_id","role"),
	CONSTRAINT "private_checks_role_check" CHECK ("private_checks"."role" in ('person1', 'person2'))
);
--> statement-breakpoint
ALTER TABLE "private_checks" ADD CONSTRAINT "private_checks_ref_id_couple_sessions_ref_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."couple_sessions"("ref_id") ON DELETE cascade ON UPDATE no action;