import { runService } from '@hirewise/server-kit';
import { buildAuthModule } from './app.module';

void runService('auth', buildAuthModule);
