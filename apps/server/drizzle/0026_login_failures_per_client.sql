-- Failures are counted per account and client now (address, known device, or all unknown ones).
-- The counts of the last quarter of an hour are not worth converting: they start again.
DELETE FROM "login_failures";--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_pkey";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "scope" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_email_scope_pk" PRIMARY KEY("email","scope");
