import { runService } from '@hirewise/server-kit';
import { buildMediaModule } from './app.module';

void runService('media', buildMediaModule);
