CREATE TABLE "background_job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_name" text NOT NULL,
	"instance" text NOT NULL,
	"attempt" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"failed" boolean NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "background_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"scope" text NOT NULL,
	"every_ms" integer NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "background_job_runs_job_started" ON "background_job_runs" USING btree ("job_name","started_at");