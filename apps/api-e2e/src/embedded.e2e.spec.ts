/** Embedded mode: Nest TCP transport between processes, PGlite per service. */
import { describeAiApi } from './support/ai-scenarios';
import { describeApiDocs } from './support/api-docs-scenarios';
import { describeAuthApi } from './support/auth-scenarios';
import { describeBulkApi } from './support/bulk-scenarios';
import { describeHiringApi } from './support/hiring-scenarios';
import { describeIdempotencyApi } from './support/idempotency-scenarios';
import { describeInterviewApi } from './support/interview-scenarios';
import { describeJobSearchApi } from './support/job-search-scenarios';
import { describeMediaApi } from './support/media-scenarios';
import { describeNotificationsApi } from './support/notification-scenarios';
import { describePrivacyApi } from './support/privacy-scenarios';
import { describeAdverseImpactApi, describeFairnessApi } from './support/fairness-scenarios';
import { describeSavedSearchesApi, SCENARIO_DIGEST_INTERVAL_MS } from './support/saved-search-scenarios';
import { describeWebhooksApi } from './support/webhook-scenarios';
import { useMainStack } from './support/main-stack';
import { describeObservabilityApi } from './support/observability-scenarios';
import { describeResilience } from './support/resilience-scenarios';

describe('embedded mode, one stack for the API scenarios', () => {
  const main = useMainStack('embedded', { DIGEST_INTERVAL_MS: String(SCENARIO_DIGEST_INTERVAL_MS) });
  describeAuthApi('embedded', main);
  describeHiringApi('embedded', main);
  describeJobSearchApi('embedded', main);
  describeMediaApi('embedded', main);
  describeInterviewApi('embedded', main);
  describeAiApi('embedded', main);
  describePrivacyApi('embedded', main);
  describeFairnessApi('embedded', main);
  describeAdverseImpactApi('embedded', main);
  describeNotificationsApi('embedded', main);
  describeBulkApi('embedded', main);
  describeSavedSearchesApi('embedded', main);
  describeWebhooksApi('embedded', main);
  describeObservabilityApi('embedded', main);
  describeApiDocs('embedded', main);
  describeIdempotencyApi('embedded', main);
});
describeResilience('embedded');
