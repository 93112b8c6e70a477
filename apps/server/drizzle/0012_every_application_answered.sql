ALTER TABLE "applications" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_undecided_idx" ON "applications" USING btree ("job_id","reminders_sent") WHERE "applications"."status" in ('applied', 'shortlisted');