import { runService } from '@hirewise/server-kit';
import { buildApplicationsModule } from './app.module';

void runService('applications', buildApplicationsModule);
