import { runService } from '@hirewise/server-kit';
import { buildJobsModule } from './app.module';

void runService('jobs', buildJobsModule);
