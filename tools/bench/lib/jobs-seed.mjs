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
const CITIES = [
  ['Bengaluru', 'India'], ['Hyderabad', 'India'], ['Pune', 'India'], ['Mumbai', 'India'], ['Chennai', 'India'], ['Gurugram', 'India'],
  ['Noida', 'India'], ['Kolkata', 'India'], ['Ahmedabad', 'India'], ['Kochi', 'India'], ['Jaipur', 'India'], ['Berlin', 'Germany'],
  ['London', 'United Kingdom'], ['Singapore', 'Singapore'], ['Dubai', 'United Arab Emirates'], ['Toronto', 'Canada'],
];
const COMPANIES = [
  'Nimbus Labs', 'Kite Commerce', 'Tata Digital', 'Zeta Payments', 'Orbit Health', 'Saffron Analytics', 'Blue Lotus Software',
  'Monsoon Mobility', 'Indigo Fintech', 'Peacock Media', 'Banyan Cloud', 'Cobalt Logistics', 'Ganges Energy', 'Lotus Learning',
];
/**
 * Sentences of job descriptions (about 15 words each): `{skill}` and `{skill2}` take one of the job's
 * stack, the rest is the vocabulary real postings use. Ten of them make a description of about 150 words.
 */
const SENTENCES = [
  'We are looking for a motivated engineer who enjoys solving real problems for our customers every day.',
  'You will design, build and maintain reliable services that thousands of people depend on in production.',
  'Work closely with product managers, designers and other engineers to ship features in small increments.',
  'Strong experience with {skill} is required, and familiarity with {skill2} is a definite plus for this role.',
  'You will write clean, tested and well documented code and review the code of your teammates.',
  'Our team values ownership, clear communication and a calm approach to incidents and deadlines.',
  'Help us improve performance, monitoring and the developer experience across our platform and tools.',
  'Mentor junior colleagues, share knowledge in design reviews and contribute to our engineering culture.',
  'Experience with agile practices, continuous integration and automated testing will help you succeed here.',
  'You will analyse data, build dashboards and present insights that guide decisions of the leadership team.',
  'We offer flexible hours, health insurance, a learning budget and a friendly hybrid working environment.',
  'Candidates should have a degree in computer science or equivalent practical experience in the industry.',
  'Knowledge of cloud infrastructure, containers and security best practices is valued in this position.',
  'You will collaborate with clients to understand requirements and translate them into technical solutions.',
  'Good written and spoken English, attention to detail and curiosity about new technologies are expected.',
  'Join a fast growing startup backed by leading investors and help shape the product from the ground up.',
];
const sqlArray = (items) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

export const seedSql = (rows) => `
WITH t AS (SELECT ${sqlArray(TITLES)} AS titles, ${sqlArray(LEVELS)} AS levels, ${sqlArray(SKILLS)} AS skills, ${sqlArray(JOB_TYPES)} AS types,
                  ${sqlArray(CITIES.map(([c]) => c))} AS cities, ${sqlArray(CITIES.map(([, c]) => c))} AS countries,
                  ${sqlArray(COMPANIES)} AS companies, ${sqlArray(SENTENCES)} AS sentences),
r AS (SELECT i, t.*, (SELECT array_agg(t.skills[1 + floor(random() * ${SKILLS.length})::int + 0 * g]) FROM generate_series(1, 3 + (i % 2)) AS g) AS stack,
             1 + floor(random() * ${CITIES.length})::int AS place
      FROM generate_series(1, ${rows}) AS i, t)
INSERT INTO jobs (recruiter_id, recruiter_name, title, job_type, salary, duration, skillsets, date_of_posting, deadline,
                  max_applicants, max_positions, interview_questions, requires_interview, rating,
                  description, location_city, location_country, remote, company_name)
SELECT
  ('00000000-0000-4000-8000-' || lpad(((r.i % 500) + 1)::text, 12, '0'))::uuid,
  'Recruiter ' || ((r.i % 500) + 1),
  r.levels[1 + floor(random() * 5)::int] || r.titles[1 + floor(random() * ${TITLES.length})::int],
  r.types[1 + floor(random() * 4)::int],
  (15 + floor(random() * 136)::int) * 1000,
  floor(random() * 7)::int,
  (SELECT coalesce(jsonb_agg(DISTINCT s), '[]'::jsonb) FROM unnest(r.stack) AS s),
  now() - make_interval(mins => floor(random() * 60 * 24 * 60)::int),
  now() + make_interval(mins => floor(random() * 60 * 24 * 75)::int - 60 * 24 * 15),
  (1 + floor(random() * 200))::int,
  (1 + floor(random() * 30))::int,
  (ARRAY[1, 3, 5, 7, 10])[1 + floor(random() * 5)::int],
  random() < 0.1,
  CASE WHEN random() < 0.3 THEN round((1 + random() * 4)::numeric, 1)::float8 ELSE -1 END,
  -- Each aggregate names its own row (g): one over outer columns only would be the outer query's aggregate.
  (SELECT string_agg('<p>' || replace(replace(r.sentences[1 + floor(random() * ${SENTENCES.length})::int + 0 * g], '{skill}', r.stack[1]), '{skill2}', r.stack[2]) || '</p>', '')
     FROM generate_series(1, 9 + (r.i % 3)) AS g),
  r.cities[r.place],
  r.countries[r.place],
  random() < 0.2,
  r.companies[1 + floor(random() * ${COMPANIES.length})::int]
FROM r`;

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

/** What the seeded jobs are made of: the search benchmark draws its queries from the same words. */
export const SEED_VOCABULARY = {
  titles: TITLES,
  skills: SKILLS,
  cities: [...new Set(CITIES.map(([city]) => city))],
};
