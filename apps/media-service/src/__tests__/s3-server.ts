/** Typed view of tools/testing/s3-server.cjs (s3rver inside the test process). */
export interface S3Server {
  port: number;
  bucket: string;
  directory: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const helper = require('../../../../tools/testing/s3-server.cjs') as { startS3Server(options?: { directory?: string; bucket?: string }): Promise<S3Server> };

export const startS3Server = helper.startS3Server;
