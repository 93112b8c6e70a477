ALTER TABLE "companies" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing companies take their owner's name as the contact, as a new sign-up does.
UPDATE "companies" SET "contact_name" = u."display_name" FROM "users" u WHERE u."id" = "companies"."owner_user_id" AND "companies"."contact_name" = '';
