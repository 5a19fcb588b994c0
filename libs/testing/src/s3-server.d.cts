/** Types of s3-server.cjs: s3rver inside the test process, for STORAGE=s3 stacks and the media service's tests. */
export interface S3Server {
  port: number;
  bucket: string;
  directory: string;
  /** STORAGE=s3 and the S3_* settings that point a service at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export declare function startS3Server(options?: { directory?: string; bucket?: string }): Promise<S3Server>;
