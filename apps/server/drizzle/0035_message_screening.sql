CREATE TABLE "messaging_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"flagged_count" integer NOT NULL,
	"message_ids" jsonb NOT NULL,
	"lifted_at" timestamp (3) with time zone,
	"lifted_by" uuid,
	"lift_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "screening_flags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_suspensions" ADD CONSTRAINT "messaging_suspensions_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_suspensions" ADD CONSTRAINT "messaging_suspensions_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_suspensions_active_once" ON "messaging_suspensions" USING btree ("employer_id") WHERE "messaging_suspensions"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "messaging_suspensions_employer_idx" ON "messaging_suspensions" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_flagged_sender_idx" ON "messages" USING btree ("sender_id","created_at") WHERE "messages"."screening_flags" <> '[]'::jsonb;