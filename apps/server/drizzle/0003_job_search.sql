ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_search_text_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Backfill listings posted before search existed; new writes refresh their own row.
UPDATE "jobs" AS j SET
  "search_vector" =
    setweight(to_tsvector('english', j.title), 'A') ||
    setweight(to_tsvector('english', array_to_string(j.skills, ' ')), 'B') ||
    setweight(to_tsvector('english', c.name), 'C') ||
    setweight(to_tsvector('english', j.description), 'D'),
  "search_text" = lower(j.title || ' ' || array_to_string(j.skills, ' '))
FROM "companies" AS c
WHERE c.id = j.company_id;
