import { runService } from '@hirewise/server-kit';
import { buildJobsModule } from './app.module';

/** The service's module, for the embedded services host (tools/services-host.mjs) that runs several services in one process. */
export const serviceModule = buildJobsModule;

// Its own process when run as a script; imported by a services host, nothing starts here.
if (require.main === module) void runService('jobs', buildJobsModule);
