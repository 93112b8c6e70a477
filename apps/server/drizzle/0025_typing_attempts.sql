CREATE TABLE "typing_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nonce" text NOT NULL,
	"user_id" uuid,
	"preset_id" text NOT NULL,
	"language" text NOT NULL,
	"layout" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"passage_ids" uuid[] NOT NULL,
	"retest_id" uuid,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp (3) with time zone,
	"log_hash" text,
	"keys_hash" text,
	"result_id" uuid
);
--> statement-breakpoint
CREATE TABLE "typing_retests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"employer_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"preset_id" text NOT NULL,
	"language" text NOT NULL,
	"layout" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"excluded_passage_ids" uuid[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"result_id" uuid,
	"used_at" timestamp (3) with time zone,
	CONSTRAINT "typing_retests_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "typing_results" ADD COLUMN "via_retest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "typing_attempts" ADD CONSTRAINT "typing_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typing_attempts" ADD CONSTRAINT "typing_attempts_retest_id_typing_retests_id_fk" FOREIGN KEY ("retest_id") REFERENCES "public"."typing_retests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typing_attempts" ADD CONSTRAINT "typing_attempts_result_id_typing_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."typing_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typing_retests" ADD CONSTRAINT "typing_retests_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typing_retests" ADD CONSTRAINT "typing_retests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "typing_retests" ADD CONSTRAINT "typing_retests_result_id_typing_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."typing_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "typing_attempts_log_hash_idx" ON "typing_attempts" USING btree ("log_hash") WHERE "typing_attempts"."log_hash" is not null;--> statement-breakpoint
CREATE INDEX "typing_attempts_keys_hash_idx" ON "typing_attempts" USING btree ("keys_hash");--> statement-breakpoint
CREATE INDEX "typing_attempts_user_idx" ON "typing_attempts" USING btree ("user_id","started_at");