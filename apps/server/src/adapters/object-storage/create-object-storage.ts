import { join } from 'node:path';
import type { Env } from '../../config/env';
import { createLocalDiskStorage } from './local-disk-storage';
import type { ObjectStorage } from './object-storage';

/**
 * The store the configuration names: the S3-compatible bucket FILES_S3_BUCKET, or DATA_DIR/files.
 * The AWS SDK is loaded only when a bucket is configured.
 */
export async function createObjectStorage(env: Env): Promise<ObjectStorage> {
  if (!env.FILES_S3_BUCKET) return createLocalDiskStorage(join(env.DATA_DIR, 'files'));
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage({
    bucket: env.FILES_S3_BUCKET,
    endpoint: env.FILES_S3_ENDPOINT,
    region: env.FILES_S3_REGION,
    forcePathStyle: env.FILES_S3_FORCE_PATH_STYLE,
    credentials:
      env.FILES_S3_ACCESS_KEY_ID && env.FILES_S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.FILES_S3_ACCESS_KEY_ID,
            secretAccessKey: env.FILES_S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  });
}
