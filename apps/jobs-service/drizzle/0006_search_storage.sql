-- Where a job's text is stored (issue 19, search speed). A job with a ~150-word description is
-- wider than PostgreSQL's 2 kB TOAST threshold, and the largest value, the weighted search
-- document, was moved out of line: every full-text match, count and rank then read it back from
-- the TOAST table (3 extra page reads per job; a capped count of "python" over 100,000 jobs took
-- 41 ms). The document now stays in the row (compressed when need be: MAIN) and the description,
-- which search never reads, goes out of line instead (EXTERNAL): the same count takes 6 ms.
ALTER TABLE "jobs" ALTER COLUMN "search_vector" SET STORAGE MAIN, ALTER COLUMN "description" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- Storage applies to rows as they are written: rewrite the jobs that have a description (the
-- generated document is computed again, with the same value). (No trigger watches the description.)
UPDATE "jobs" SET "description" = "description" WHERE "description" <> '';
