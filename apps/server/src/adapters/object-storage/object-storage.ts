/**
 * Where uploaded files' original bytes are kept, by key: a folder on local disk by default, or an
 * S3-compatible bucket that several servers share. Keys are made by the server (see
 * `newOriginalKey`), never from anything a client sent.
 */
export interface ObjectStorage {
  /** Stores the bytes under the key, replacing what was there; a reader sees all of them or none. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes stored under the key, or undefined when there are none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes the key; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every key given, as `delete` does. */
  deleteMany(keys: readonly string[]): Promise<void>;
  /** Releases connections; the store is not used after. */
  close(): Promise<void>;
}

/** What went wrong talking to the store: which operation, on which key, and the store's own error. */
export class ObjectStorageError extends Error {
  readonly operation: 'put' | 'get' | 'delete';

  constructor(operation: 'put' | 'get' | 'delete', key: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`object storage ${operation} of ${key} failed: ${reason}`, { cause });
    this.name = 'ObjectStorageError';
    this.operation = operation;
  }
}

/** A key segment: letters, digits, dots, dashes and underscores, not starting with a dot. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/**
 * Refuses a key that is not one the server makes: a slip elsewhere must not become a path outside
 * the store's folder on disk (no `..`, no absolute path, no empty segment).
 */
export function assertObjectKey(key: string): void {
  const segments = key.split('/');
  if (segments.length > 8 || !segments.every((segment) => SAFE_SEGMENT.test(segment))) {
    throw new Error(`not an object storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}
