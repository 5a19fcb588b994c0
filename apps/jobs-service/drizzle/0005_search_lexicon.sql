-- The search lexicon (issue 19): type-ahead terms, the vocabulary typos are corrected to, and
-- the synonyms. Triggers on `jobs` keep the first two current however a job changes (the API,
-- events, demo data, a bulk INSERT ... SELECT); jobs_search_lexicon_rebuild() recounts them over
-- the open jobs (the service calls it now and then, so counts follow expired jobs too).

-- Adds (delta 1) or takes away (delta -1) the titles, skills and words of some jobs; delta 0
-- only moves a term's latest deadline. Rows are written in key order, so two writers that share
-- words lock them in the same order.
CREATE OR REPLACE FUNCTION jobs_search_lexicon_apply(titles text[], skillsets jsonb[], deadlines timestamptz[], deltas int[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  WITH changed AS (
    SELECT * FROM unnest(titles, skillsets, deadlines, deltas) AS c(title, skillsets, deadline, d)
  ),
  terms AS (
    SELECT t.kind, t.norm, min(t.display) AS display, sum(c.d)::int AS d, max(c.deadline) AS open_until
    FROM changed AS c, jobs_search_terms_of(c.title, c.skillsets) AS t
    GROUP BY t.kind, t.norm
  ),
  upserted AS (
    INSERT INTO job_search_terms AS x (kind, norm, display, jobs, open_until)
    SELECT kind, norm, display, d, open_until FROM terms WHERE d <> 0 OR open_until IS NOT NULL ORDER BY kind, norm
    ON CONFLICT (kind, norm) DO UPDATE SET jobs = x.jobs + excluded.jobs, open_until = greatest(x.open_until, excluded.open_until)
    RETURNING x.kind, x.norm
  )
  INSERT INTO job_search_term_keys (key, kind, norm)
  SELECT k, u.kind, u.norm FROM upserted AS u, jobs_search_term_keys(u.norm) AS k
  ON CONFLICT DO NOTHING;

  WITH changed AS (
    SELECT * FROM unnest(titles, skillsets, deltas) AS c(title, skillsets, d)
  ),
  words AS (
    SELECT w AS word, sum(c.d)::int AS d FROM changed AS c, jobs_search_words_of(c.title, c.skillsets) AS w GROUP BY w
  )
  INSERT INTO job_search_words AS x (word, jobs)
  SELECT word, d FROM words WHERE d <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET jobs = x.jobs + excluded.jobs;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_search_lexicon_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM jobs_search_lexicon_apply(array_agg(title), array_agg(skillsets), array_agg(deadline), array_agg(1)) FROM new_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_search_lexicon_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM jobs_search_lexicon_apply(array_agg(title), array_agg(skillsets), array_agg(NULL::timestamptz), array_agg(-1)) FROM old_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_search_lexicon_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.title, NEW.skillsets) IS DISTINCT FROM (OLD.title, OLD.skillsets) THEN
    PERFORM jobs_search_lexicon_apply(ARRAY[OLD.title, NEW.title], ARRAY[OLD.skillsets, NEW.skillsets], ARRAY[NULL, NEW.deadline]::timestamptz[], ARRAY[-1, 1]);
  ELSE
    PERFORM jobs_search_lexicon_apply(ARRAY[NEW.title], ARRAY[NEW.skillsets], ARRAY[NEW.deadline], ARRAY[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Inserts and deletes per statement (a bulk insert is one set-based pass); updates per row, and
-- only those that change a title, skills or deadline (counts and ratings change jobs all the time).
CREATE TRIGGER jobs_search_lexicon_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobs_search_lexicon_on_insert();
--> statement-breakpoint
CREATE TRIGGER jobs_search_lexicon_delete AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jobs_search_lexicon_on_delete();
--> statement-breakpoint
CREATE TRIGGER jobs_search_lexicon_update AFTER UPDATE OF title, skillsets, deadline ON jobs FOR EACH ROW
  WHEN ((OLD.title, OLD.skillsets, OLD.deadline) IS DISTINCT FROM (NEW.title, NEW.skillsets, NEW.deadline))
  EXECUTE FUNCTION jobs_search_lexicon_on_update();
--> statement-breakpoint
-- Recounts terms over the open jobs (a term no open job uses is dropped) and words over all jobs.
CREATE OR REPLACE FUNCTION jobs_search_lexicon_rebuild() RETURNS void
LANGUAGE sql VOLATILE AS $$
  DELETE FROM job_search_terms;
  INSERT INTO job_search_terms (kind, norm, display, jobs, open_until)
  SELECT t.kind, t.norm, min(t.display), count(*)::int, max(j.deadline)
  FROM jobs AS j, jobs_search_terms_of(j.title, j.skillsets) AS t
  WHERE j.deadline > now()
  GROUP BY t.kind, t.norm;
  DELETE FROM job_search_term_keys AS k WHERE NOT EXISTS (SELECT 1 FROM job_search_terms AS t WHERE t.kind = k.kind AND t.norm = k.norm);
  INSERT INTO job_search_term_keys (key, kind, norm)
  SELECT k, t.kind, t.norm FROM job_search_terms AS t, jobs_search_term_keys(t.norm) AS k
  ON CONFLICT DO NOTHING;
  DELETE FROM job_search_words;
  INSERT INTO job_search_words (word, jobs)
  SELECT w, count(*)::int FROM jobs AS j, jobs_search_words_of(j.title, j.skillsets) AS w GROUP BY w;
$$;
--> statement-breakpoint
SELECT jobs_search_lexicon_rebuild();
--> statement-breakpoint
-- Synonyms: a search word also finds each of its expansions (OR-ed with it). Keys are lower-case
-- words as typed (no stemming: "developer" has synonyms, "developers" not), or up to three words
-- typed in a row ("machine learning"); an expansion may be a phrase. Operators add or change rows
-- with SQL, e.g.
--   INSERT INTO search_synonyms (term, expansions) VALUES ('sre', ARRAY['site reliability'])
--     ON CONFLICT (term) DO UPDATE SET expansions = excluded.expansions;
-- and the service picks them up within a minute (docs/search.md).
INSERT INTO search_synonyms (term, expansions) VALUES
  ('js', ARRAY['javascript']),
  ('javascript', ARRAY['js']),
  ('ts', ARRAY['typescript']),
  ('typescript', ARRAY['ts']),
  ('k8s', ARRAY['kubernetes']),
  ('kubernetes', ARRAY['k8s']),
  ('golang', ARRAY['go']),
  ('go', ARRAY['golang']),
  ('ml', ARRAY['machine learning']),
  ('ai', ARRAY['artificial intelligence']),
  ('dl', ARRAY['deep learning']),
  ('nlp', ARRAY['natural language processing']),
  ('py', ARRAY['python']),
  ('nodejs', ARRAY['node.js', 'node']),
  ('node', ARRAY['node.js', 'nodejs']),
  ('node.js', ARRAY['nodejs', 'node']),
  ('postgres', ARRAY['postgresql']),
  ('postgresql', ARRAY['postgres']),
  ('psql', ARRAY['postgresql']),
  ('mongo', ARRAY['mongodb']),
  ('reactjs', ARRAY['react']),
  ('react.js', ARRAY['react']),
  ('vuejs', ARRAY['vue']),
  ('vue.js', ARRAY['vue']),
  ('angularjs', ARRAY['angular']),
  ('dotnet', ARRAY['asp.net']),
  ('cpp', ARRAY['c plus plus']),
  ('csharp', ARRAY['c sharp']),
  ('ui', ARRAY['user interface']),
  ('ux', ARRAY['user experience']),
  ('uiux', ARRAY['ui ux']),
  ('devops', ARRAY['dev ops', 'site reliability']),
  ('sre', ARRAY['site reliability', 'devops']),
  ('qa', ARRAY['quality assurance', 'test', 'tester']),
  ('hr', ARRAY['human resources']),
  ('sde', ARRAY['software development engineer', 'software engineer']),
  ('swe', ARRAY['software engineer']),
  ('fe', ARRAY['frontend', 'front end']),
  ('frontend', ARRAY['front end']),
  ('backend', ARRAY['back end']),
  ('fullstack', ARRAY['full stack']),
  ('db', ARRAY['database']),
  ('dba', ARRAY['database administrator']),
  ('aws', ARRAY['amazon web services']),
  ('gcp', ARRAY['google cloud']),
  ('bi', ARRAY['business intelligence']),
  ('seo', ARRAY['search engine optimization']),
  ('pm', ARRAY['product manager', 'project manager']),
  ('ba', ARRAY['business analyst']),
  ('ror', ARRAY['ruby on rails']),
  ('rn', ARRAY['react native']),
  ('sr', ARRAY['senior']),
  ('jr', ARRAY['junior']),
  ('dev', ARRAY['developer']),
  ('eng', ARRAY['engineer']),
  ('mgr', ARRAY['manager']),
  ('admin', ARRAY['administrator']),
  ('intern', ARRAY['internship']),
  ('internship', ARRAY['intern']),
  ('wfh', ARRAY['work from home', 'remote']),
  ('ci', ARRAY['continuous integration']),
  ('cicd', ARRAY['ci cd', 'continuous integration']),
  ('developer', ARRAY['engineer']),
  ('engineer', ARRAY['developer']),
  ('tester', ARRAY['qa', 'test']),
  ('machine learning', ARRAY['ml']),
  ('artificial intelligence', ARRAY['ai']),
  ('deep learning', ARRAY['dl']),
  ('human resources', ARRAY['hr']),
  ('quality assurance', ARRAY['qa']),
  ('full stack', ARRAY['fullstack']),
  ('front end', ARRAY['frontend']),
  ('back end', ARRAY['backend']),
  ('user interface', ARRAY['ui']),
  ('user experience', ARRAY['ux']),
  ('site reliability', ARRAY['sre']),
  ('business intelligence', ARRAY['bi'])
ON CONFLICT (term) DO NOTHING;
