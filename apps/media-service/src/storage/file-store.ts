import type { Readable } from 'node:stream';

/**
 * Where file bytes live: local disk (STORAGE=fs) or an S3-compatible bucket (STORAGE=s3).
 * Keys come from `storageKey()` only (generated, never from a client path); metadata such as
 * owner, type and original name is in the media database, not in the store.
 */
export interface FileStore {
  readonly kind: 'fs' | 's3';
  /** Prepares the store (folder or bucket, created when missing). */
  init(): Promise<void>;
  /**
   * Streams `body` into `key`. Resolves with the bytes written once the object is complete;
   * if `body` fails (too large, client gone) nothing is left under `key` and the error is rethrown.
   */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** The object's bytes, or the inclusive range `[start, end]` of them. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Size of the stored object, or undefined when there is none. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Rejects when the store cannot be reached (readiness). */
  ping(): Promise<void>;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export const FILE_STORE = Symbol('FILE_STORE');
