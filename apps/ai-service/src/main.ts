import { runService } from '@hirewise/server-kit';
import { buildAiModule } from './app.module';

void runService('ai', buildAiModule);
