import { z } from 'zod';
import { booleanFlag, httpUrl } from './setting-types';

/**
 * Where uploaded files' originals are kept: DATA_DIR/files on this machine unless FILES_S3_BUCKET
 * names an S3-compatible bucket, which every server of an installation can share.
 */
export const FILE_STORAGE_SETTINGS = {
  FILES_S3_BUCKET: z
    .string()
    .min(1)
    .optional()
    .describe(
      "S3-compatible bucket for uploaded files' originals (AWS S3, MinIO, R2, Ceph); unset keeps them in DATA_DIR/files.",
    ),
  FILES_S3_ENDPOINT: httpUrl()
    .optional()
    .describe(
      'Address of the S3-compatible store (http://minio:9000); unset: AWS S3 in FILES_S3_REGION.',
    ),
  FILES_S3_REGION: z
    .string()
    .min(1)
    .default('us-east-1')
    .describe("The bucket's region (R2: auto)."),
  FILES_S3_ACCESS_KEY_ID: z
    .string()
    .min(1)
    .optional()
    .describe(
      "Access key id for the bucket; with FILES_S3_SECRET_ACCESS_KEY, or neither for the AWS SDK's own credentials (AWS_* variables, instance role).",
    ),
  FILES_S3_SECRET_ACCESS_KEY: z
    .string()
    .min(1)
    .optional()
    .describe('Secret access key for the bucket.'),
  FILES_S3_FORCE_PATH_STYLE: booleanFlag
    .default(false)
    .describe('Address the bucket as endpoint/bucket (MinIO, Ceph) rather than bucket.endpoint.'),
};

type FileStorageEnv = z.output<z.ZodObject<typeof FILE_STORAGE_SETTINGS>>;

/** The combinations the schema alone cannot refuse: each becomes one configuration problem. */
export function checkFileStorageSettings(env: FileStorageEnv, ctx: z.RefinementCtx): void {
  if (!env.FILES_S3_ACCESS_KEY_ID !== !env.FILES_S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['FILES_S3_SECRET_ACCESS_KEY'],
      message:
        'FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY are set together or not at all',
    });
  }
  if (!env.FILES_S3_BUCKET && (env.FILES_S3_ENDPOINT || env.FILES_S3_ACCESS_KEY_ID)) {
    ctx.addIssue({
      code: 'custom',
      path: ['FILES_S3_BUCKET'],
      message: 'required when FILES_S3_ENDPOINT or the access keys are set',
    });
  }
}
