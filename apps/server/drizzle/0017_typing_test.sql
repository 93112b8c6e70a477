CREATE TABLE "application_typing_results" (
	"application_id" uuid NOT NULL,
	"result_id" uuid NOT NULL,
	CONSTRAINT "application_typing_results_application_id_pk" PRIMARY KEY("application_id")
);
--> statement-breakpoint
CREATE TABLE "typing_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"name" text NOT NULL,
	"issued_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"revoked_reason" text,
	CONSTRAINT "typing_certificates_result_id_unique" UNIQUE("result_id")
);
--> statement-breakpoint
CREATE TABLE "typing_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"difficulty" text NOT NULL,
	"topics" text[] NOT NULL,
	"source" text NOT NULL,
	"word_count" integer NOT NULL,
	"seed_key" text,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "typing_passages_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "typing_presets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"languages" text[] NOT NULL,
	"is_exam" boolean NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "typing_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"preset_id" text NOT NULL,
	"preset_name" text NOT NULL,
	"is_exam" boolean NOT NULL,
	"language" text NOT NULL,
	"layout" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"resumed" boolean NOT NULL,
	"net_wpm" real NOT NULL,
	"passed" boolean,
	"figures" jsonb NOT NULL,
	"mistakes" jsonb NOT NULL,
	"passage" text NOT NULL,
	"rule_text" text NOT NULL,
	"log" text NOT NULL,
	"passage_ids" uuid[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_typing_results" ADD CONSTRAINT "application_typing_results_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_typing_results" ADD CONSTRAINT "application_typing_results_result_id_typing_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."typing_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typing_certificates" ADD CONSTRAINT "typing_certificates_result_id_typing_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."typing_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typing_passages" ADD CONSTRAINT "typing_passages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typing_results" ADD CONSTRAINT "typing_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "typing_passages_language_idx" ON "typing_passages" USING btree ("language","difficulty");--> statement-breakpoint
CREATE INDEX "typing_results_user_idx" ON "typing_results" USING btree ("user_id","created_at");