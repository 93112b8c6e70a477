DROP INDEX "jobs_company_created_idx";--> statement-breakpoint
DROP INDEX "jobs_open_created_idx";--> statement-breakpoint
DROP INDEX "jobs_search_vector_idx";--> statement-breakpoint
DROP INDEX "jobs_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "jobs_company_created_idx" ON "jobs" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_open_created_idx" ON "jobs" USING btree ("created_at","id") WHERE "jobs"."status" = 'active' and "jobs"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector") WHERE "jobs"."status" = 'active' and "jobs"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_search_text_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops) WHERE "jobs"."status" = 'active' and "jobs"."hidden_at" is null;