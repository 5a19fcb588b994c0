/**
 * Security, server mode (RabbitMQ, a PostgreSQL database per service, S3 store on s3rver), one
 * stack: the authorization matrix of every public operation, bad and stale tokens on every route
 * family, property-based fuzzing of every write operation with the databases fingerprinted around
 * each batch, and passwords absent from every answer and log line. docs/quality.md has the figures.
 */
import { useMainStack } from './support/main-stack';
import { useSecurityContext } from './support/security/context';
import { describeFuzzing } from './support/security/fuzz-scenarios';
import { describeAccessMatrix } from './support/security/matrix-scenarios';
import { describePasswordSecrecy } from './support/security/password-scenarios';
import { describeTokenRefusals } from './support/security/token-scenarios';

describe('security (server mode, one stack)', () => {
  const main = useMainStack('server');
  const ctx = useSecurityContext(main);
  describeAccessMatrix(ctx);
  describeTokenRefusals(ctx);
  describeFuzzing(ctx);
  // Last: it reads every log line the scenarios above caused.
  describePasswordSecrecy(ctx);
});
