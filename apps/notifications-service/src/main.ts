import { runService } from '@hirewise/server-kit';
import { buildNotificationsModule } from './app.module';

void runService('notifications', buildNotificationsModule);
