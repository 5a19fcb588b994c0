-- The weighted search document's function names the functions it calls with their schema. A
-- generated column is computed again when rows are loaded, and pg_dump's restore loads them with an
-- empty search_path: unqualified, `jobs_search_normalize` was not found and a dump of the jobs
-- database could not be restored (found while measuring issue 19). Same body otherwise.
CREATE OR REPLACE FUNCTION jobs_search_document(title text, skillsets jsonb, description text, company text, city text, country text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, public.jobs_search_normalize(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('english'::regconfig, public.jobs_search_normalize(coalesce((SELECT string_agg(s, ' , ') FROM jsonb_array_elements_text(skillsets) AS s), ''))), 'B')
      || setweight(to_tsvector('english'::regconfig, public.jobs_search_normalize(public.jobs_search_plain(coalesce(description, '')))), 'C')
      || setweight(to_tsvector('english'::regconfig, public.jobs_search_normalize(concat_ws(' , ', company, city, country))), 'D')
$$;
