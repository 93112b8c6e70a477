CREATE TYPE "public"."application_status" AS ENUM('applied', 'shortlisted', 'interview', 'hired', 'rejected', 'withdrawn', 'removed');--> statement-breakpoint
CREATE TYPE "public"."job_kind" AS ENUM('internship', 'job');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('draft', 'active', 'paused', 'closed');--> statement-breakpoint
CREATE TYPE "public"."work_mode" AS ENUM('office', 'remote', 'hybrid');--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" "application_status" DEFAULT 'applied' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_job_candidate_unique" UNIQUE("job_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"is_platform" boolean DEFAULT false NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"company_size" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"logo_key" text,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"company_id" uuid NOT NULL,
	"posted_by" uuid,
	"kind" "job_kind" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"skills" text[] DEFAULT '{}' NOT NULL,
	"work_mode" "work_mode" NOT NULL,
	"cities" text[] DEFAULT '{}' NOT NULL,
	"part_time" boolean DEFAULT false NOT NULL,
	"openings" integer NOT NULL,
	"start_date" date,
	"duration_months" integer,
	"stipend_min" integer,
	"stipend_max" integer,
	"ctc_min" integer,
	"ctc_max" integer,
	"ppo" boolean DEFAULT false NOT NULL,
	"perks" text[] DEFAULT '{}' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"apply_by" date NOT NULL,
	"status" "job_status" NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp (3) with time zone,
	CONSTRAINT "jobs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_owner_unique" ON "companies" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_one_platform" ON "companies" USING btree ("is_platform") WHERE "companies"."is_platform";--> statement-breakpoint
CREATE INDEX "jobs_company_created_idx" ON "jobs" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_open_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."status" = 'active' and "jobs"."hidden_at" is null;