/**
 * The read models against their truth (issue 20): every job's `accepted_candidates`,
 * `active_applications` and `rating` in the jobs service are copies the applications service owns
 * (its `applications` and `ratings` tables); after any fault, once the outboxes have drained, they
 * must be equal. Returns the jobs compared and every difference found.
 */
const { Client } = require('pg');

const ACTIVE = ['applied', 'shortlisted', 'accepted'];

async function query(url, text, values = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function checkConvergence({ jobsUrl, applicationsUrl }) {
  const [jobs, counts, ratings] = await Promise.all([
    query(jobsUrl, 'select id, accepted_candidates, active_applications, rating from jobs'),
    query(
      applicationsUrl,
      `select job_id, count(*) filter (where status = 'accepted')::int as accepted, count(*) filter (where status = any($1))::int as active
         from applications group by job_id`,
      [ACTIVE],
    ),
    query(applicationsUrl, `select target_id, avg(rating)::float8 as average from ratings where target_type = 'job' group by target_id`),
  ]);
  const truth = new Map(counts.map((r) => [r.job_id, r]));
  const rated = new Map(ratings.map((r) => [r.target_id, Number(r.average)]));
  const differences = [];
  for (const job of jobs) {
    const expected = { accepted: truth.get(job.id)?.accepted ?? 0, active: truth.get(job.id)?.active ?? 0, rating: rated.get(job.id) ?? -1 };
    if (job.accepted_candidates !== expected.accepted) differences.push({ jobId: job.id, field: 'accepted_candidates', found: job.accepted_candidates, expected: expected.accepted });
    if (job.active_applications !== expected.active) differences.push({ jobId: job.id, field: 'active_applications', found: job.active_applications, expected: expected.active });
    if (Math.abs(Number(job.rating) - expected.rating) > 1e-9) differences.push({ jobId: job.id, field: 'rating', found: Number(job.rating), expected: expected.rating });
  }
  return { jobs: jobs.length, differences };
}

/** Checks until there are no differences or `timeoutMs` has passed (events still on their way): the last result. */
async function waitForConvergence(urls, { timeoutMs = 30_000, intervalMs = 250 } = {}) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const result = await checkConvergence(urls);
    if (result.differences.length === 0 || Date.now() >= end) return result;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

module.exports = { checkConvergence, waitForConvergence };
