/**
 * One embedded stack for every spec file that needs a plain one (no settings of its own): starting
 * a stack costs 10-20 s, and most browser spec files need exactly that. Spec files with settings
 * (S3, a hostile LLM) or server mode start their own, as before. Each scenario makes its own users
 * and jobs (unique names and addresses), so sharing the stack shares nothing they assert on.
 * E2E_BASE_URL (a stack you run) skips it; E2E_SHARED_STACK=0 gives every spec file its own again.
 */
const { startStack, TEST_PASSWORD_HASH_ENV } = require('../../libs/testing/src/stack.cjs');

module.exports = async function startSharedStack() {
  if (process.env.E2E_BASE_URL || process.env.E2E_SHARED_STACK === '0') return;
  // As `npm start` runs it: every service in one process (layout 'host'); password hashes at the test cost.
  const stack = await startStack({ mode: 'embedded', layout: 'host', env: TEST_PASSWORD_HASH_ENV, readyTimeoutMs: 120_000 });
  globalThis.__hirewiseSharedStack = stack;
  // Read by support/stack.ts in each spec file (jest copies process.env into every test file's context).
  process.env.E2E_SHARED_BASE_URL = stack.baseUrl;
  process.env.E2E_SHARED_DATA_DIR = stack.dataDir;
};
