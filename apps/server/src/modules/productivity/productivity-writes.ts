import { AppError, type PlanId } from '@polymath/shared';
import type { Database } from '../../db/client';
import type { StorageQuota } from '../../limits/storage-quota';
import { addStorageUsage, lockStorageUsage } from '../../limits/storage-usage.repository';
import {
  countOwnedRows,
  type ProductivityKind,
  type Queryable,
} from './productivity-rows.repository';

/** Whose write it is; the plan decides the storage quota. */
export interface WriteOwner {
  userId: string;
  /** Needed for any write that may grow past the quota (see WriteScope.addBytes). */
  plan?: PlanId;
}

/** What a write may do inside its transaction, with the owner's storage usage locked. */
export interface WriteScope {
  tx: Queryable;
  /** How many rows of the kind the owner keeps. */
  count(kind: ProductivityKind): Promise<number>;
  /** Makes room for one more row of the kind: 413 QUOTA_EXCEEDED past the row cap or the quota. */
  admitNew(kind: ProductivityKind, bytes: number): Promise<void>;
  /**
   * Counts bytes the owner's rows gain (negative when freed). Growth past the quota is refused
   * (413 QUOTA_EXCEEDED) unless `pastQuota`: what the server makes on its own is kept anyway.
   */
  addBytes(bytes: number, options?: { pastQuota?: boolean }): void;
}

/** Every write to a user's productivity rows, one user's writes one after another. */
export interface ProductivityWrites {
  run<T>(owner: WriteOwner, write: (scope: WriteScope) => Promise<T>): Promise<T>;
}

const KIND_NAMES: Record<ProductivityKind, string> = {
  tasks: 'tasks',
  events: 'events',
  notes: 'notes',
  projects: 'research projects',
  citations: 'citations',
};

/** What a row counts against the quota: the UTF-8 bytes of its fields as JSON. */
export function storedBytesOf(fields: object): number {
  return Buffer.byteLength(JSON.stringify(fields));
}

/**
 * Runs each write in a transaction that first locks the owner's storage usage row, as
 * conversations and files do: the row cap and the quota are checked against exact counts, and
 * parallel writes (on any server) pass them one at a time. The bytes added or freed are written
 * to the usage row in the same transaction.
 */
export function createProductivityWrites(deps: {
  db: Database;
  quota: StorageQuota;
  /** Rows of each kind an account keeps at most. */
  rowsPerKind: number;
}): ProductivityWrites {
  return {
    run(owner, write) {
      return deps.db.transaction(async (tx) => {
        const usage = await lockStorageUsage(tx, owner.userId);
        let addedBytes = 0;
        const addBytes: WriteScope['addBytes'] = (bytes, options = {}) => {
          if (bytes > 0 && !options.pastQuota) {
            if (!owner.plan) throw new Error('a write that may grow needs the owner’s plan');
            const current = { ...usage, productivityBytes: usage.productivityBytes + addedBytes };
            deps.quota.check(current, { productivityBytes: bytes }, owner.plan);
          }
          addedBytes += bytes;
        };
        const count = (kind: ProductivityKind) => countOwnedRows(tx, kind, owner.userId);
        const scope: WriteScope = {
          tx,
          count,
          async admitNew(kind, bytes) {
            const kept = await count(kind);
            if (kept >= deps.rowsPerKind) {
              const name = KIND_NAMES[kind];
              throw new AppError('QUOTA_EXCEEDED', {
                message:
                  `You have ${kept.toLocaleString('en-US')} ${name}, the most an account can keep. ` +
                  `Delete ${name} you no longer need to make room.`,
              });
            }
            addBytes(bytes);
          },
          addBytes,
        };
        const result = await write(scope);
        if (addedBytes !== 0) {
          await addStorageUsage(tx, owner.userId, { productivityBytes: addedBytes });
        }
        return result;
      });
    },
  };
}
