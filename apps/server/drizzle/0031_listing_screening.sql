CREATE TYPE "public"."review_state" AS ENUM('clear', 'queued', 'held', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "listing_reviews" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"score" integer NOT NULL,
	"flags" jsonb NOT NULL,
	"screened_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp (3) with time zone,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "review_state" "review_state" DEFAULT 'clear' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_reviews_screened_idx" ON "listing_reviews" USING btree ("screened_at","job_id");--> statement-breakpoint
CREATE INDEX "jobs_review_pending_idx" ON "jobs" USING btree ("review_state") WHERE "jobs"."review_state" in ('held', 'queued');