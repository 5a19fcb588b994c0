import { runService } from '@hirewise/server-kit';
import { buildMediaModule } from './app.module';

/** The service's module, for the embedded services host (tools/services-host.mjs) that runs several services in one process. */
export const serviceModule = buildMediaModule;

// Its own process when run as a script; imported by a services host, nothing starts here.
if (require.main === module) void runService('media', buildMediaModule);
