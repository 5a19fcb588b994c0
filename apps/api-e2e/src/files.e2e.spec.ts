/**
 * Issue 16, files: a profile may name only its owner's files, and per-user upload quotas, through
 * the gateway (support/file-housekeeping-scenarios.ts). Embedded mode only: the media service's own
 * integration suite covers PostgreSQL, S3 and replicas, and the auth-to-media call is the same
 * request over either transport.
 */
import { describeFileHousekeeping } from './support/file-housekeeping-scenarios';

describe('files, embedded mode (TCP, PGlite): profile file ownership and upload quotas', () => {
  describeFileHousekeeping('embedded');
});
