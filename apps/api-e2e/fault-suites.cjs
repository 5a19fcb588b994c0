/** The api-e2e files that run alone after the rest (jest.faults.config.cjs): kills under a timed load. */
module.exports = { FAULT_SUITES: ['<rootDir>/apps/api-e2e/src/reliability.e2e.spec.ts'] };
