/**
 * An S3-compatible server (s3rver) inside the calling process, on a free port with its own
 * folder: the S3 store's tests, the server-mode API suite and the media benchmark run the
 * media service against it with STORAGE=s3. s3rver accepts the access key pair S3RVER/S3RVER.
 */
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { randomBytes } = require('node:crypto');

/**
 * @param {object} [options]
 * @param {string} [options.directory] where objects are kept; a temporary folder when omitted
 * @param {string} [options.bucket] bucket name for the env (not created: the media service creates it)
 */
async function startS3Server(options = {}) {
  const S3rver = require('s3rver');
  const directory = options.directory || mkdtempSync(join(tmpdir(), 'hirewise-s3-'));
  const ownsDirectory = !options.directory;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const bucket = options.bucket || `hirewise-${randomBytes(4).toString('hex')}`;
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: '127.0.0.1',
    S3_PORT: String(port),
    S3_USE_SSL: 'false',
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
  };
  const close = async () => {
    await server.close().catch(() => undefined);
    if (ownsDirectory) rmSync(directory, { recursive: true, force: true });
  };
  return { port, bucket, directory, env, close };
}

module.exports = { startS3Server };
