CREATE TYPE "public"."stipend_answer" AS ENUM('yes', 'partly', 'no');--> statement-breakpoint
CREATE TABLE "company_track_records" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"applications" integer NOT NULL,
	"answered" integer NOT NULL,
	"median_days" real,
	"hires" integer NOT NULL,
	"computed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stipend_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"ended_on" date NOT NULL,
	"asked_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"answer" "stipend_answer",
	"note" text DEFAULT '' NOT NULL,
	"answered_at" timestamp (3) with time zone,
	"employer_response" text,
	"responded_at" timestamp (3) with time zone,
	CONSTRAINT "stipend_checks_application_unique" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "company_track_records" ADD CONSTRAINT "company_track_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipend_checks" ADD CONSTRAINT "stipend_checks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipend_checks" ADD CONSTRAINT "stipend_checks_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipend_checks" ADD CONSTRAINT "stipend_checks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipend_checks" ADD CONSTRAINT "stipend_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stipend_checks_candidate_idx" ON "stipend_checks" USING btree ("candidate_id","asked_at");--> statement-breakpoint
CREATE INDEX "stipend_checks_company_idx" ON "stipend_checks" USING btree ("company_id","answer") WHERE "stipend_checks"."answer" is not null;--> statement-breakpoint
CREATE INDEX "stipend_checks_unpaid_idx" ON "stipend_checks" USING btree ("answered_at","id") WHERE "stipend_checks"."answer" in ('partly', 'no');