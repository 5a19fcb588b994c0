export { startS3Server, type S3Server } from '@hirewise/testing';
