/** Server mode: RabbitMQ (127.0.0.1:5672) between processes, a PostgreSQL database per service (127.0.0.1:5432). */
import { describeAuthApi } from './support/auth-scenarios';
import { describeResilience } from './support/resilience-scenarios';

describeAuthApi('server');
describeResilience('server');
