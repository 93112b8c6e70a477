-- Trigram similarity powers typo-tolerant job search; it is a trusted extension, so the
-- database owner can create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
