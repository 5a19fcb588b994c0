import { join } from 'node:path';
import type { Stack } from './stack';

/** What tools/ops/lib/convergence.cjs compares: the jobs and applications databases. */
export interface ConvergenceUrls {
  jobsUrl: string;
  applicationsUrl: string;
}

export interface ConvergenceResult {
  jobs: number;
  differences: { jobId: string; field: string; found: number; expected: number }[];
}

// The checker `tools/ops/converge.mjs` runs (plain CommonJS, outside any project): loaded by path.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const checker = require(join(__dirname, '..', '..', '..', '..', 'tools/ops/lib/convergence.cjs')) as {
  waitForConvergence(urls: ConvergenceUrls, options?: { timeoutMs?: number }): Promise<ConvergenceResult>;
};

/** The read models of a server-mode stack (or of the databases `urls` names) checked until they agree, or `timeoutMs`. */
export function waitForConvergence(stackOrUrls: Stack | ConvergenceUrls, timeoutMs: number): Promise<ConvergenceResult> {
  const urls = 'jobsUrl' in stackOrUrls ? stackOrUrls : { jobsUrl: String(stackOrUrls.env.JOBS_DATABASE_URL), applicationsUrl: String(stackOrUrls.env.APPLICATIONS_DATABASE_URL) };
  return checker.waitForConvergence(urls, { timeoutMs });
}
