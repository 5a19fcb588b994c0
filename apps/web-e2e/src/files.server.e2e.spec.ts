import { Client } from 'minio';
import { useHiringContext } from './support/hiring.context';
import { filesJourney } from './support/files.scenarios';
import { videoJourney } from './support/files.video';

describe('files in the browser, server mode (RabbitMQ + PostgreSQL + S3 storage in s3rver)', () => {
  const ctx = useHiringContext('server', { storage: 's3' });
  describe('uploads with progress, photos, resume downloads (desktop and phone widths)', () => filesJourney(ctx));
  describe('interview video: recorded in the page, played and seeked from a signed stream link', () => videoJourney(ctx));

  it('kept every file in the S3 bucket: resumes, photos and the interview video', async () => {
    const s3 = ctx.s3;
    if (!s3) throw new Error('no S3 server in this stack');
    const client = new Client({ endPoint: '127.0.0.1', port: s3.port, useSSL: false, accessKey: s3.env.S3_ACCESS_KEY, secretKey: s3.env.S3_SECRET_KEY, pathStyle: true });
    const kinds = new Set<string>();
    for await (const item of client.listObjectsV2(s3.bucket, '', true)) kinds.add(String((item as { name: string }).name).split('/')[0]);
    expect([...kinds].sort()).toEqual(['interview-video', 'profile', 'resume']);
  });
});
