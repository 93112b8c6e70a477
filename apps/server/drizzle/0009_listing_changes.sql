CREATE TABLE "listing_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"job_id" uuid,
	"company_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_changes_xid_idx" ON "listing_changes" USING btree ("xid");--> statement-breakpoint
-- Triggers record a change in the writing transaction, so no write path can forget to tell the
-- search index. Statement-level with transition tables: a bulk update writes one INSERT, and only
-- listings that were or became live are recorded (the index holds nothing else).
CREATE FUNCTION record_listing_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_changes (job_id)
      SELECT id FROM new_rows WHERE status = 'active' AND hidden_at IS NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO listing_changes (job_id)
      SELECT id FROM new_rows WHERE status = 'active' AND hidden_at IS NULL
      UNION
      SELECT id FROM old_rows WHERE status = 'active' AND hidden_at IS NULL;
  ELSE
    INSERT INTO listing_changes (job_id)
      SELECT id FROM old_rows WHERE status = 'active' AND hidden_at IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_listing_changes_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_changes();
--> statement-breakpoint
CREATE TRIGGER jobs_listing_changes_update AFTER UPDATE ON jobs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_listing_changes();
--> statement-breakpoint
CREATE TRIGGER jobs_listing_changes_delete AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_changes();
--> statement-breakpoint
-- A company's name, logo and badge are part of every listing of it.
CREATE FUNCTION record_company_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_changes (company_id) SELECT id FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_listing_changes AFTER UPDATE ON companies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_company_changes();
