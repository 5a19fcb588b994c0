import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG } from '../core/tokens';
import type { ServiceConfig } from '../config/load-config';
import { openDatabase, pgliteDir, type DatabaseHandle } from './database';

export const DATABASE = Symbol('DATABASE');
export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');

class DatabaseCloser implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle<Record<string, unknown>>) {}
  async onApplicationShutdown(): Promise<void> {
    await this.handle.close();
  }
}

/** Provides the service's Drizzle database under one token; migrations run before it is handed out. */
@Module({})
export class DatabaseModule {
  static forRoot<TSchema extends Record<string, unknown>>(options: { schema: TSchema; migrationsFolder: string; extensions?: readonly string[]; outbox?: boolean }): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [
        {
          provide: DATABASE_HANDLE,
          inject: [SERVICE_CONFIG],
          useFactory: (config: ServiceConfig) =>
            openDatabase({
              schema: options.schema,
              migrationsFolder: options.migrationsFolder,
              databaseUrl: config.databaseUrl,
              dataDir: pgliteDir(config.DATA_DIR, config.service),
              pgliteSharedBuffers: config.PGLITE_SHARED_BUFFERS,
              extensions: options.extensions,
              outbox: options.outbox,
            }),
        },
        { provide: DATABASE, inject: [DATABASE_HANDLE], useFactory: (handle: DatabaseHandle<TSchema>) => handle.db },
        DatabaseCloser,
      ],
      exports: [DATABASE, DATABASE_HANDLE],
    };
  }
}
