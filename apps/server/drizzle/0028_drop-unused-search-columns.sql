-- Search answers from the in-memory index (decision 013): nothing has read these since, and
-- every job write paid to keep them current.
DROP INDEX "jobs_search_vector_idx";--> statement-breakpoint
DROP INDEX "jobs_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_text";