/** Server mode: RabbitMQ (127.0.0.1:5672) between processes, a PostgreSQL database per service (127.0.0.1:5432). */
import { describeAiApi } from './support/ai-scenarios';
import { describeApiDocs } from './support/api-docs-scenarios';
import { describeAuthApi } from './support/auth-scenarios';
import { describeBackupRestore } from './support/backup-scenarios';
import { describeBulkApi } from './support/bulk-scenarios';
import { describeHiringApi } from './support/hiring-scenarios';
import { describeIdempotencyApi } from './support/idempotency-scenarios';
import { describeInterviewApi } from './support/interview-scenarios';
import { describeJobSearchApi } from './support/job-search-scenarios';
import { describeMediaApi } from './support/media-scenarios';
import { describeNotificationsApi } from './support/notification-scenarios';
import { describePrivacyApi } from './support/privacy-scenarios';
import { describeSavedSearchesApi, SCENARIO_DIGEST_INTERVAL_MS } from './support/saved-search-scenarios';
import { describeWebhooksApi } from './support/webhook-scenarios';
import { useMainStack } from './support/main-stack';
import { describeObservabilityApi } from './support/observability-scenarios';
import { describeResilience } from './support/resilience-scenarios';

describe('server mode, one stack for the API scenarios', () => {
  const main = useMainStack('server', { DIGEST_INTERVAL_MS: String(SCENARIO_DIGEST_INTERVAL_MS) });
  describeAuthApi('server', main);
  describeHiringApi('server', main);
  describeJobSearchApi('server', main);
  describeMediaApi('server', main);
  describeInterviewApi('server', main);
  describeAiApi('server', main);
  describePrivacyApi('server', main);
  describeNotificationsApi('server', main);
  describeBulkApi('server', main);
  describeSavedSearchesApi('server', main);
  describeWebhooksApi('server', main);
  describeObservabilityApi('server', main);
  describeApiDocs('server', main);
  describeIdempotencyApi('server', main);
  describeBackupRestore(main);
});
describeResilience('server');
