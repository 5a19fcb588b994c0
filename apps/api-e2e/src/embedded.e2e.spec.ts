/** Embedded mode: Nest TCP transport between processes, PGlite per service. */
import { describeAuthApi } from './support/auth-scenarios';
import { describeResilience } from './support/resilience-scenarios';

describeAuthApi('embedded');
describeResilience('embedded');
