#!/usr/bin/env node
/**
 * `node tools/ops/converge.mjs [--wait SECONDS]`: compares the jobs service's copies (accepted and
 * active application counts, ratings) with the applications service's truth and prints the
 * differences; exits 1 when there are any. Reads JOBS_DATABASE_URL and APPLICATIONS_DATABASE_URL.
 */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { checkConvergence, waitForConvergence } = require('./lib/convergence.cjs');
const { databaseUrlVar } = require('./lib/services.cjs');

const args = process.argv.slice(2);
const waitIndex = args.indexOf('--wait');
const waitSeconds = waitIndex >= 0 ? Number(args[waitIndex + 1]) : 0;
const jobsUrl = process.env[databaseUrlVar('jobs')];
const applicationsUrl = process.env[databaseUrlVar('applications')];
if (!jobsUrl || !applicationsUrl) {
  console.error(`set ${databaseUrlVar('jobs')} and ${databaseUrlVar('applications')}`);
  process.exit(2);
}
const urls = { jobsUrl, applicationsUrl };
const result = waitSeconds > 0 ? await waitForConvergence(urls, { timeoutMs: waitSeconds * 1000 }) : await checkConvergence(urls);
for (const d of result.differences.slice(0, 50)) console.log(`job ${d.jobId}: ${d.field} is ${d.found}, the applications service says ${d.expected}`);
console.log(`${result.jobs} jobs compared, ${result.differences.length} differences`);
process.exit(result.differences.length ? 1 : 0);
