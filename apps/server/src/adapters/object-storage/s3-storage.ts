import { createHash } from 'node:crypto';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertObjectKey, type ObjectStorage, ObjectStorageError } from './object-storage';

/** How to reach an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph). */
export interface S3StorageSettings {
  bucket: string;
  /** The store's address; unset: AWS S3 in `region`. */
  endpoint?: string | undefined;
  region: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what MinIO and Ceph expect. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000;

/**
 * The SDK sends only its newer checksum headers with DeleteObjects; S3's documentation, MinIO before
 * 2025 and other stores still require Content-MD5 there (aws/aws-sdk-js-v3#6920). Added before
 * signing, so it is signed with the rest.
 */
function addDeleteObjectsContentMd5(client: S3Client): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const request = args.request as { body?: unknown; headers?: Record<string, string> };
      if (context.commandName === 'DeleteObjectsCommand' && request.headers) {
        const body = request.body;
        if (typeof body === 'string' || body instanceof Uint8Array) {
          request.headers['content-md5'] = createHash('md5').update(body).digest('base64');
        }
      }
      return next(args);
    },
    { step: 'build', name: 'deleteObjectsContentMd5' },
  );
}

/** Objects in an S3-compatible bucket, through the official AWS SDK. */
export function createS3Storage(settings: S3StorageSettings): ObjectStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // The newer default checksums are not spoken by every S3-compatible store; S3 still checks
    // the signed payload hash of each request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails an upload in seconds rather than holding it for minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 3,
  });
  addDeleteObjectsContentMd5(client);
  const bucket = settings.bucket;

  async function deleteBatch(keys: readonly string[]): Promise<void> {
    let result;
    try {
      result = await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.map((key) => ({ Key: key })), Quiet: true },
        }),
      );
    } catch (error) {
      throw new ObjectStorageError('delete', keys[0] ?? '', error);
    }
    const failed = result.Errors ?? [];
    if (failed.length > 0) {
      const first = failed[0];
      throw new ObjectStorageError(
        'delete',
        first?.Key ?? '',
        new Error(
          `${failed.length} not deleted (${first?.Code ?? 'unknown'}: ${first?.Message ?? ''})`,
        ),
      );
    }
  }

  return {
    async put(key, bytes) {
      assertObjectKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentLength: bytes.byteLength,
            ContentType: 'application/octet-stream',
          }),
        );
      } catch (error) {
        throw new ObjectStorageError('put', key, error);
      }
    },

    async get(key) {
      assertObjectKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!result.Body) return new Uint8Array();
        return await result.Body.transformToByteArray();
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw new ObjectStorageError('get', key, error);
      }
    },

    async delete(key) {
      assertObjectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        throw new ObjectStorageError('delete', key, error);
      }
    },

    async deleteMany(keys) {
      keys.forEach(assertObjectKey);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        await deleteBatch(keys.slice(start, start + DELETE_BATCH));
      }
    },

    close() {
      client.destroy();
      return Promise.resolve();
    },
  };
}
