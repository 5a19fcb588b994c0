import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { signupRequestSchema } from '@hirewise/contracts';
import { LOGGER, SERVICE_CONFIG, type Logger, type ServiceConfig } from '@hirewise/server-kit';
import { PasswordHasher } from '../users/password-hasher';
import { UserRepository } from '../users/user.repository';
import { DEMO_USERS } from './demo-users';

/** Creates the demo accounts once, on a first start with DEMO_DATA=true. */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.DEMO_DATA || (await this.users.count()) > 0) return;
    for (const { id, ...demo } of DEMO_USERS) {
      const input = signupRequestSchema.parse(demo);
      const { password, ...fields } = input;
      await this.users.insert({ id, ...fields, passwordHash: await this.hasher.hash(password) });
    }
    this.logger.info({ accounts: DEMO_USERS.map((u) => `${u.type}: ${u.email}`) }, 'demo accounts created');
  }
}
