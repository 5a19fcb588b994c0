import { Module, type DynamicModule } from '@nestjs/common';
import { HEALTH_CHECKS, LOGGER, type HealthCheck, type Logger } from '@hirewise/server-kit';
import { describeStorage, type StorageSettings } from '../config/media.config';
import { FILE_STORE, type FileStore } from './file-store';
import { FsFileStore } from './fs-file-store';
import { S3FileStore } from './s3-file-store';

const PING_TIMEOUT_MS = 2000;

export function createFileStore(settings: StorageSettings): FileStore {
  return settings.kind === 'fs' ? new FsFileStore(settings.root) : new S3FileStore(settings);
}

/**
 * The configured store under FILE_STORE, and its reachability as a readiness check. A store
 * that is down at start does not stop the service: /ready reports it (and the S3 store creates
 * its bucket once it answers), uploads answer 503 meanwhile.
 */
@Module({})
export class StorageModule {
  static forRoot(settings: StorageSettings): DynamicModule {
    return {
      module: StorageModule,
      global: true,
      providers: [
        {
          provide: FILE_STORE,
          inject: [LOGGER],
          useFactory: async (logger: Logger): Promise<FileStore> => {
            const store = createFileStore(settings);
            await store.init().then(
              () => logger.info(describeStorage(settings), 'file storage ready'),
              (err: unknown) => logger.warn({ err, ...describeStorage(settings) }, 'file storage not reachable yet'),
            );
            return store;
          },
        },
        {
          provide: HEALTH_CHECKS,
          inject: [FILE_STORE],
          useFactory: (store: FileStore): HealthCheck[] => [{ name: 'storage', check: () => withTimeout(store.ping(), PING_TIMEOUT_MS) }],
        },
      ],
      exports: [FILE_STORE, HEALTH_CHECKS],
    };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
