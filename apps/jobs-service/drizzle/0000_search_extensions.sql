-- Trigram matching for the case-insensitive `q` of the jobs search (PGlite loads pg_trgm's code
-- through DatabaseModule's `extensions`; a PostgreSQL server ships it in contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The searchable text of a job: its title and each skill, lower-cased, one per line, so a search
-- word never matches across two skills. IMMUTABLE (it reads only its arguments) so that a
-- generated column can use it.
CREATE OR REPLACE FUNCTION jobs_search_text(title text, skillsets jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT lower(title || E'\n' || coalesce((SELECT string_agg(s, E'\n') FROM jsonb_array_elements_text(skillsets) AS s), ''))
$$;
