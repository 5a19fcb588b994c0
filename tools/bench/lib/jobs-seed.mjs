/**
 * 100,000 jobs (or any number) in one INSERT ... SELECT generate_series, straight into the jobs
 * service's database (PostgreSQL by URL, or its PGlite directory while the service is stopped).
 * random() is seeded so every run gets the same spread; about a sixth of the jobs are expired.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const TITLES = [
  'Frontend Developer', 'Backend Engineer', 'Full Stack Developer', 'Data Analyst', 'Data Scientist', 'DevOps Engineer',
  'Mobile App Developer', 'QA Automation Engineer', 'UI/UX Designer', 'Machine Learning Engineer', 'Cloud Architect',
  'Java Developer', 'Python Developer', 'React Native Developer', 'Site Reliability Engineer', 'Business Analyst',
  'Technical Support Associate', 'Database Administrator', 'Security Analyst', 'Product Manager', 'Content Writer',
  'Digital Marketing Executive', 'Embedded Systems Engineer', 'Salesforce Developer', 'Android Developer', 'iOS Developer',
];
const LEVELS = ['', 'Junior ', 'Senior ', 'Lead ', 'Intern - '];
const SKILLS = [
  'React', 'Node.js', 'Python', 'SQL', 'AWS', 'Java', 'Flutter', 'TypeScript', 'JavaScript', 'Docker', 'Kubernetes', 'Go',
  'Django', 'Spring Boot', 'MongoDB', 'PostgreSQL', 'Figma', 'Excel', 'Power BI', 'TensorFlow', 'Azure', 'Linux', 'Git',
  'Selenium', 'Kotlin', 'Swift', 'Angular', 'Vue.js', 'Terraform', 'Communication',
];
const JOB_TYPES = ['Full Time', 'Full Time', 'Part Time', 'Work From Home'];
const sqlArray = (items) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

export const seedSql = (rows) => `
WITH t AS (SELECT ${sqlArray(TITLES)} AS titles, ${sqlArray(LEVELS)} AS levels, ${sqlArray(SKILLS)} AS skills, ${sqlArray(JOB_TYPES)} AS types)
INSERT INTO jobs (recruiter_id, recruiter_name, title, job_type, salary, duration, skillsets, date_of_posting, deadline,
                  max_applicants, max_positions, interview_questions, requires_interview, rating)
SELECT
  ('00000000-0000-4000-8000-' || lpad(((i % 500) + 1)::text, 12, '0'))::uuid,
  'Recruiter ' || ((i % 500) + 1),
  t.levels[1 + floor(random() * 5)::int] || t.titles[1 + floor(random() * ${TITLES.length})::int],
  t.types[1 + floor(random() * 4)::int],
  (15 + floor(random() * 136)::int) * 1000,
  floor(random() * 7)::int,
  jsonb_build_array(t.skills[1 + floor(random() * ${SKILLS.length})::int], t.skills[1 + floor(random() * ${SKILLS.length})::int],
                    t.skills[1 + floor(random() * ${SKILLS.length})::int]) - '',
  now() - make_interval(mins => floor(random() * 60 * 24 * 60)::int),
  now() + make_interval(mins => floor(random() * 60 * 24 * 75)::int - 60 * 24 * 15),
  (1 + floor(random() * 200))::int,
  (1 + floor(random() * 30))::int,
  (ARRAY[1, 3, 5, 7, 10])[1 + floor(random() * 5)::int],
  random() < 0.1,
  CASE WHEN random() < 0.3 THEN round((1 + random() * 4)::numeric, 1)::float8 ELSE -1 END
FROM generate_series(1, ${rows}) AS i, t`;

/** Seeds through any client with `query(text)`; then what autovacuum does after a bulk insert. */
async function seedWith(query, rows) {
  const t0 = performance.now();
  await query('SELECT setseed(0.42)');
  await query(seedSql(rows));
  await query('VACUUM ANALYZE jobs');
  const { rows: [stats] } = await query(`SELECT count(*)::int AS n, count(*) FILTER (WHERE deadline > now())::int AS open FROM jobs`);
  return { ...stats, seconds: (performance.now() - t0) / 1000 };
}

/** The jobs database on a PostgreSQL server. */
export async function seedJobsPg(url, rows) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await seedWith((text) => client.query(text), rows);
  } finally {
    await client.end();
  }
}

/** The jobs service's PGlite directory (the service must be stopped: PGlite has one process). */
export async function seedJobsPglite(dir, rows) {
  const { PGlite } = await import('@electric-sql/pglite');
  // The jobs service's extension (its title search index).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(dir, { extensions: { pg_trgm } });
  try {
    return await seedWith((text) => db.query(text), rows);
  } finally {
    await db.close();
  }
}
