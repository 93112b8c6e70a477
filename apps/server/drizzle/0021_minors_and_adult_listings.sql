ALTER TYPE "public"."email_token_purpose" ADD VALUE 'guardian_consent';--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "declared_under_18" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "guardian_email" text;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "guardian_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "adults_only" boolean DEFAULT false NOT NULL;