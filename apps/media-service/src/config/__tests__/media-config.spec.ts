import { join } from 'node:path';
import { ConfigError, loadServiceConfig } from '@hirewise/server-kit';
import { describeStorage, loadMediaConfig } from '../media.config';

const base = loadServiceConfig('media', { DATA_DIR: '/srv/hirewise' });
const s3 = { STORAGE: 's3', S3_ENDPOINT: 'minio.internal', S3_ACCESS_KEY: 'hirewise', S3_SECRET_KEY: 'a-secret-key' };

describe('loadMediaConfig', () => {
  it('defaults to the disk store under DATA_DIR/media/files, beside the database', () => {
    expect(loadMediaConfig(base, {})).toEqual({
      storage: { kind: 'fs', root: join('/srv/hirewise', 'media', 'files') },
      quota: { files: 100, bytes: 1024 * 1024 * 1024 },
      cleanup: { graceSeconds: 86400, intervalSeconds: 600 },
    });
  });

  it('reads the quotas and the clean-up settings, refusing zero quotas and a negative grace', () => {
    const env = { MEDIA_QUOTA_FILES: '5', MEDIA_QUOTA_BYTES: String(60 * 1024 * 1024), MEDIA_CLEANUP_GRACE_S: '0', MEDIA_CLEANUP_INTERVAL_S: '30' };
    const media = loadMediaConfig(base, env);
    expect({ quota: media.quota, cleanup: media.cleanup }).toEqual({ quota: { files: 5, bytes: 60 * 1024 * 1024 }, cleanup: { graceSeconds: 0, intervalSeconds: 30 } });
    expect(() => loadMediaConfig(base, { MEDIA_QUOTA_BYTES: '0', MEDIA_QUOTA_FILES: '0', MEDIA_CLEANUP_GRACE_S: '-1' })).toThrow(ConfigError);
    try {
      loadMediaConfig(base, { MEDIA_QUOTA_BYTES: '0', MEDIA_QUOTA_FILES: '0', MEDIA_CLEANUP_GRACE_S: '-1' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual(['MEDIA_QUOTA_FILES: must be at least 1', 'MEDIA_QUOTA_BYTES: must be at least 1', 'MEDIA_CLEANUP_GRACE_S: must be at least 0']);
    }
  });

  it('reads S3 settings with their defaults', () => {
    expect(loadMediaConfig(base, { ...s3, S3_PORT: '9000', S3_USE_SSL: 'true' }).storage).toEqual({
      kind: 's3',
      endPoint: 'minio.internal',
      port: 9000,
      useSSL: true,
      accessKey: 'hirewise',
      secretKey: 'a-secret-key',
      bucket: 'hirewise-media',
      region: 'us-east-1',
    });
  });

  it('names every missing or bad S3 setting in one error', () => {
    const attempt = () => loadMediaConfig(base, { STORAGE: 's3', S3_ENDPOINT: 'http://minio:9000', S3_PORT: 'x', S3_BUCKET: 'Bad_Bucket' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'S3_ENDPOINT: must be a host name without scheme or port (use S3_PORT and S3_USE_SSL)',
        'S3_PORT: must be a port number',
        'S3_ACCESS_KEY: is required when STORAGE=s3',
        'S3_SECRET_KEY: is required when STORAGE=s3',
        'S3_BUCKET: must be a valid bucket name (3-63 lower-case letters, digits, dots, dashes)',
      ]);
    }
  });

  it('refuses an unknown store', () => {
    expect(() => loadMediaConfig(base, { STORAGE: 'gcs' })).toThrow('STORAGE: must be fs or s3');
  });

  it('keeps the keys out of the description it logs', () => {
    const described = JSON.stringify(describeStorage(loadMediaConfig(base, s3).storage));
    expect(described).not.toContain('a-secret-key');
    expect(described).not.toContain('hirewise"');
  });
});
