-- Full-text search of jobs (issue 19): the functions the generated column `search_vector` and the
-- search lexicon use. All IMMUTABLE (they read only their arguments) so a generated column can
-- call them. The search side (src/jobs/search/) applies the same normalization to what is typed.

-- Tech names the English parser would break apart ("c++" and "c#" become "c", "ui/ux" one
-- file-path token): rewritten to words it keeps, in documents and queries alike.
CREATE OR REPLACE FUNCTION jobs_search_normalize(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT regexp_replace(
           regexp_replace(
             regexp_replace(
               regexp_replace(lower(t), '(^|[^[:alnum:]])c\+\+', '\1cpp', 'g'),
             '(^|[^[:alnum:]])c#', '\1csharp', 'g'),
           '(^|[^[:alnum:]])\.net($|[^[:alnum:]])', '\1dotnet\2', 'g'),
         '/', ' ', 'g')
$$;
--> statement-breakpoint
-- A sanitized description (only simple tags, entities for & < > ") as plain words.
CREATE OR REPLACE FUNCTION jobs_search_plain(html text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT regexp_replace(regexp_replace(html, '<[^>]*>', ' ', 'g'), '&[#[:alnum:]]+;', ' ', 'g')
$$;
--> statement-breakpoint
-- The weighted document: title A > skills B > description C > company, city and country D.
CREATE OR REPLACE FUNCTION jobs_search_document(title text, skillsets jsonb, description text, company text, city text, country text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, jobs_search_normalize(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('english'::regconfig, jobs_search_normalize(coalesce((SELECT string_agg(s, ' , ') FROM jsonb_array_elements_text(skillsets) AS s), ''))), 'B')
      || setweight(to_tsvector('english'::regconfig, jobs_search_normalize(jobs_search_plain(coalesce(description, '')))), 'C')
      || setweight(to_tsvector('english'::regconfig, jobs_search_normalize(concat_ws(' , ', company, city, country))), 'D')
$$;
--> statement-breakpoint
-- Type-ahead's form of a title or skill: lower case, single spaces.
CREATE OR REPLACE FUNCTION jobs_search_term_norm(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(lower(t), '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
-- The titles and skills of one job (type-ahead terms), each once.
CREATE OR REPLACE FUNCTION jobs_search_terms_of(title text, skillsets jsonb)
RETURNS TABLE (kind text, norm text, display text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT ON (x.kind, jobs_search_term_norm(x.display)) x.kind, jobs_search_term_norm(x.display), btrim(regexp_replace(x.display, '\s+', ' ', 'g'))
  FROM (
    SELECT 'title'::text AS kind, title AS display
    UNION ALL
    SELECT 'skill', s FROM jsonb_array_elements_text(coalesce(skillsets, '[]'::jsonb)) AS s
  ) AS x
  WHERE jobs_search_term_norm(x.display) <> '' AND length(x.display) <= 200
$$;
--> statement-breakpoint
-- Type-ahead's key form: lower case, words of letters, digits and + # . only, single spaces. What
-- is typed gets the same form, so "frontend developer (react)" is found by "developer react".
CREATE OR REPLACE FUNCTION jobs_search_key_norm(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(lower(t), '[^[:alnum:]+#.]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- Where a term can be typed from: its key form from each of its first 8 words on.
CREATE OR REPLACE FUNCTION jobs_search_term_keys(norm text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT DISTINCT array_to_string(w[i:], ' ')
  FROM (SELECT regexp_split_to_array(jobs_search_key_norm(norm), ' ') AS w) AS a, generate_series(1, least(8, array_length(w, 1))) AS i
  WHERE w[i] <> ''
$$;
--> statement-breakpoint
-- The words of a job's title and skills (the vocabulary typos are corrected to), each once.
CREATE OR REPLACE FUNCTION jobs_search_words_of(title text, skillsets jsonb) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM (
    SELECT btrim(regexp_split_to_table(jobs_search_normalize(coalesce(title, '') || ' ' || coalesce((SELECT string_agg(s, ' ') FROM jsonb_array_elements_text(skillsets) AS s), '')), '[^[:alnum:]+#.]+'), '.') AS w
  ) AS words
  WHERE length(w) BETWEEN 2 AND 40 AND w ~ '[[:alpha:]]'
$$;
