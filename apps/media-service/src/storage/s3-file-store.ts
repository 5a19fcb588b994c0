import type { Readable } from 'node:stream';
import { Client } from 'minio';
import type { S3Settings } from '../config/media.config';
import type { ByteRange, FileStore } from './file-store';
import { assertStorageKey } from './storage-key';

/** S3's smallest part (all parts but the last): also the most an upload holds in memory at once, twice over. */
export const S3_PART_SIZE = 5 * 1024 * 1024;

/**
 * Any S3-compatible store through the `minio` client, path-style (MinIO, s3rver, AWS).
 * minio's own `putObject` reads a stream of unknown length whole into memory when it is
 * smaller than its 64 MB part size, so uploads are cut into 5 MB parts here instead: a small
 * file is one PUT, a larger one a multipart upload with one part in flight while the next is
 * read. A failed body aborts the multipart upload, so no object appears under the key.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: Client;
  private readonly bucket: string;
  private readonly region: string;

  constructor(
    settings: S3Settings,
    private readonly partSize = S3_PART_SIZE,
  ) {
    this.client = new Client({
      endPoint: settings.endPoint,
      port: settings.port,
      useSSL: settings.useSSL,
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: settings.region,
      pathStyle: true,
    });
    this.bucket = settings.bucket;
    this.region = settings.region;
  }

  async init(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket, this.region);
    } catch (error) {
      // Another replica created it between our check and our create.
      if (!['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(String((error as { code?: string }).code))) throw error;
    }
  }

  async put(key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    assertStorageKey(key);
    const upload = new PartUpload(this.client, this.bucket, key, contentType);
    let parts: Buffer[] = [];
    let buffered = 0;
    let size = 0;
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        parts.push(chunk);
        buffered += chunk.length;
        size += chunk.length;
        if (buffered >= this.partSize) {
          await upload.send(Buffer.concat(parts, buffered));
          parts = [];
          buffered = 0;
        }
      }
      await upload.finish(Buffer.concat(parts, buffered));
      return { size };
    } catch (error) {
      await upload.abort();
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertStorageKey(key);
    if (!range) return this.client.getObject(this.bucket, key);
    return this.client.getPartialObject(this.bucket, key, range.start, range.end - range.start + 1);
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    assertStorageKey(key);
    try {
      const info = await this.client.statObject(this.bucket, key);
      return { size: info.size };
    } catch (error) {
      if (['NotFound', 'NoSuchKey'].includes(String((error as { code?: string }).code))) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.removeObject(this.bucket, key);
  }

  /** Reachable and the bucket there (created if it went missing or S3 was down at start). */
  async ping(): Promise<void> {
    await this.init();
  }
}

/**
 * One object's upload: nothing is sent until the first full part, so a file under one part
 * becomes a single PUT. Part N+1 is read while part N is on the wire (at most two in memory).
 */
class PartUpload {
  private uploadId: string | undefined;
  private readonly etags: { part: number; etag: string }[] = [];
  private inFlight: Promise<void> = Promise.resolve();
  private failure: unknown;

  constructor(
    private readonly client: Client,
    private readonly bucket: string,
    private readonly key: string,
    private readonly contentType: string,
  ) {}

  async send(part: Buffer): Promise<void> {
    await this.inFlight;
    if (this.failure) throw this.failure;
    this.uploadId ??= await this.client.initiateNewMultipartUpload(this.bucket, this.key, { 'Content-Type': this.contentType });
    const uploadID = this.uploadId;
    const partNumber = this.etags.length + 1;
    this.etags.push({ part: partNumber, etag: '' });
    this.inFlight = this.client.uploadPart({ bucketName: this.bucket, objectName: this.key, uploadID, partNumber, headers: {} }, part).then(
      ({ etag }) => {
        this.etags[partNumber - 1].etag = etag;
      },
      (error: unknown) => {
        this.failure = error;
      },
    );
  }

  async finish(last: Buffer): Promise<void> {
    if (!this.uploadId) {
      await this.client.putObject(this.bucket, this.key, last, last.length, { 'Content-Type': this.contentType });
      return;
    }
    if (last.length > 0) await this.send(last);
    await this.inFlight;
    if (this.failure) throw this.failure;
    await this.client.completeMultipartUpload(this.bucket, this.key, this.uploadId, this.etags);
  }

  /** Best effort: a store that cannot abort (s3rver) simply never completes the object. */
  async abort(): Promise<void> {
    await this.inFlight;
    if (this.uploadId) await this.client.abortMultipartUpload(this.bucket, this.key, this.uploadId).catch(() => undefined);
  }
}
