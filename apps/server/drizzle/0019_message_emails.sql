ALTER TABLE "messages" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "message_emails" boolean DEFAULT true NOT NULL;