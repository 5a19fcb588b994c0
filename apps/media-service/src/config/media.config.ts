import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { parseEnv, type ServiceConfig } from '@hirewise/server-kit';

const bool = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const required = (name: string) => z.string({ error: 'is required when STORAGE=s3' }).min(1, `${name} must not be empty`);

const storageKindSchema = z.object({
  STORAGE: z.enum(['fs', 's3'], { error: 'must be fs or s3' }).default('fs'),
});

const count = (min: number) => z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(min, `must be at least ${min}`);

/**
 * Per-user quotas and the clean-up of unreferenced files (docs/files.md, "Quotas" and "Clean-up").
 * Defaults: an applicant's resumes and photos (a few MB each, at most 50 MB) and an interview
 * video per interviewed application (at most 50 MB each): 100 files and 1 GiB hold ~20 files at
 * the 50 MB limit or hundreds of ordinary ones, with room for replaced files waiting a day.
 */
const housekeepingSchema = z.object({
  MEDIA_QUOTA_FILES: count(1).default(100),
  MEDIA_QUOTA_BYTES: count(1).default(1024 * 1024 * 1024),
  MEDIA_CLEANUP_GRACE_S: count(0).default(24 * 60 * 60),
  MEDIA_CLEANUP_INTERVAL_S: count(0).default(10 * 60),
});

/** Read (and required) only with STORAGE=s3. */
const s3EnvSchema = z.object({
  S3_ENDPOINT: required('S3_ENDPOINT').regex(/^[A-Za-z0-9.-]+$/, 'must be a host name without scheme or port (use S3_PORT and S3_USE_SSL)'),
  S3_PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1, 'must be a port number').max(65535, 'must be a port number').optional(),
  S3_USE_SSL: bool.default(false),
  S3_ACCESS_KEY: required('S3_ACCESS_KEY'),
  S3_SECRET_KEY: required('S3_SECRET_KEY'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name (3-63 lower-case letters, digits, dots, dashes)')
    .default('hirewise-media'),
  S3_REGION: z.string().min(1, 'must not be empty').default('us-east-1'),
});

export interface S3Settings {
  endPoint: string;
  port?: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export type StorageSettings = { kind: 'fs'; root: string } | ({ kind: 's3' } & S3Settings);

export interface QuotaSettings {
  /** Most files one owner may keep (held or waiting for the clean-up). */
  files: number;
  /** Most bytes one owner may keep, uploads under way included. */
  bytes: number;
}

export interface CleanupSettings {
  /** How long an unreferenced file is kept (seconds) before the sweep deletes it. */
  graceSeconds: number;
  /** How often each replica sweeps (seconds); 0 = never (tests call the sweep). */
  intervalSeconds: number;
}

export interface MediaConfig {
  storage: StorageSettings;
  quota: QuotaSettings;
  cleanup: CleanupSettings;
}

export function loadMediaConfig(config: ServiceConfig, env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const { STORAGE } = parseEnv(storageKindSchema, env);
  const house = parseEnv(housekeepingSchema, env);
  const quota = { files: house.MEDIA_QUOTA_FILES, bytes: house.MEDIA_QUOTA_BYTES };
  const cleanup = { graceSeconds: house.MEDIA_CLEANUP_GRACE_S, intervalSeconds: house.MEDIA_CLEANUP_INTERVAL_S };
  if (STORAGE === 'fs') return { storage: { kind: 'fs', root: mediaRoot(config.DATA_DIR) }, quota, cleanup };
  const parsed = parseEnv(s3EnvSchema, env);
  return {
    quota,
    cleanup,
    storage: {
      kind: 's3',
      endPoint: parsed.S3_ENDPOINT,
      port: parsed.S3_PORT,
      useSSL: parsed.S3_USE_SSL,
      accessKey: parsed.S3_ACCESS_KEY,
      secretKey: parsed.S3_SECRET_KEY,
      bucket: parsed.S3_BUCKET,
      region: parsed.S3_REGION,
    },
  };
}

/**
 * `DATA_DIR/media/files`: beside the service's PGlite data (`DATA_DIR/media/pgdata`), never mixed
 * with it. In-memory databases (tests) still need a real folder for files: the OS temp dir then.
 */
function mediaRoot(dataDir: string): string {
  return dataDir.startsWith('memory://') ? join(tmpdir(), 'hirewise-media') : join(dataDir, 'media', 'files');
}

/** For the start-up log line: never the keys. */
export function describeStorage(storage: StorageSettings): Record<string, unknown> {
  if (storage.kind === 'fs') return { storage: 'fs', root: storage.root };
  return { storage: 's3', endPoint: storage.endPoint, port: storage.port, useSSL: storage.useSSL, bucket: storage.bucket, region: storage.region };
}

export const MEDIA_CONFIG = Symbol('MEDIA_CONFIG');
