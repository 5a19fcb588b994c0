import { Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor';
import { IdempotentCalls } from '../idempotency/idempotent-calls';
import { LOGGER, SERVICE_CONFIG } from '../core/tokens';
import type { Logger } from 'pino';
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

/**
 * Provides the service's Drizzle database under one token; migrations run before it is handed out.
 * Also the service's idempotent calls (idempotency/), whose keys live in this database.
 */
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
              poolSize: config.DATABASE_POOL_SIZE,
              extensions: options.extensions,
              outbox: options.outbox,
            }),
        },
        { provide: DATABASE, inject: [DATABASE_HANDLE], useFactory: (handle: DatabaseHandle<TSchema>) => handle.db },
        DatabaseCloser,
        // Keyed calls are carried out once (idempotency/): the key is claimed in this database.
        {
          provide: IdempotentCalls,
          inject: [DATABASE_HANDLE, LOGGER],
          useFactory: (handle: DatabaseHandle<Record<string, unknown>>, logger: Logger) => new IdempotentCalls(handle.db, { logger }),
        },
        {
          provide: APP_INTERCEPTOR,
          inject: [IdempotentCalls, SERVICE_CONFIG],
          useFactory: (calls: IdempotentCalls, config: ServiceConfig) => new IdempotencyInterceptor(calls, config.RPC_TIMEOUT_MS),
        },
      ],
      exports: [DATABASE, DATABASE_HANDLE, IdempotentCalls],
    };
  }
}
