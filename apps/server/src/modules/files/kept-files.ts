import { randomUUID } from 'node:crypto';
import { AppError, formatStorageSize, type PlanId } from '@polymath/shared';
import { newOriginalKey } from '../../adapters/object-storage/object-key';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import type { Database } from '../../db/client';
import type { StorageQuota } from '../../limits/storage-quota';
import {
  addStorageUsage,
  lockStorageUsage,
  readStorageUsage,
  type StoredUsage,
} from '../../limits/storage-usage.repository';
import {
  deleteConversationFiles,
  deleteFilesOfDeletedAccounts,
  deleteFiles,
  deleteGuestFilesBefore,
  type FileChunkHit,
  hasFileDocument,
  insertFileDocument,
  type KeptFileRow,
  listAddressFiles,
  listOwnerFiles,
  lockAddressFiles,
  lockOwnerFiles,
  type NewFileDocument,
  searchFileChunks,
  textBytesOf,
} from './files.repository';

/** A document to keep, with the uploaded original when there is one, and its owner's plan. */
export interface DocumentToKeep extends NewFileDocument {
  /** The owner's plan (an account's quota); guests have their own cap. */
  plan: PlanId;
  original?: Uint8Array | undefined;
  /** A guest's address key (`address:<ip>`): its guests together keep guestAddressKeptBytes. */
  guestAddress?: string | undefined;
}

/**
 * The files kept for conversations: their text in the database, their originals in object storage,
 * and what they count against their owner. Every write to an owner's files holds the owner's lock
 * (and, for an account, its storage usage row) until it commits, so parallel uploads are counted
 * one after another.
 */
export interface KeptFiles {
  /**
   * Keeps a document and answers its id, dropping the owner's oldest past `documentsPerOwner` (and
   * a guest's past `guestKeptBytes`, and the oldest its address's guests sent past
   * `guestAddressKeptBytes`). An account past its storage quota gets 413 QUOTA_EXCEEDED; an
   * unreachable object store 503 UNAVAILABLE. Either way nothing is kept.
   */
  store(document: DocumentToKeep): Promise<string>;
  search(query: {
    owner: string;
    conversationId: string;
    keywords: string[];
    limit: number;
  }): Promise<FileChunkHit[]>;
  /** Forgets the files of an owner's conversation and frees the space they took. */
  forgetConversation(owner: string, conversationId: string): Promise<void>;
  /**
   * Forgets guests' files kept before `before`, and the files of accounts that no longer exist;
   * answers how many documents went.
   */
  forgetExpired(before: Date): Promise<number>;
}

export interface KeptFilesDeps {
  db: Database;
  objects: ObjectStorage;
  quota: StorageQuota;
  documentsPerOwner: number;
  guestKeptBytes: number;
  /** What all guests at one address keep together, whatever anonymous ids they send. */
  guestAddressKeptBytes: number;
  logger: { warn(details: object, message: string): void };
}

function userIdOfOwner(owner: string): string | undefined {
  return owner.startsWith('user:') ? owner.slice('user:'.length) : undefined;
}

const sumBytes = (rows: readonly KeptFileRow[]) => rows.reduce((sum, row) => sum + row.bytes, 0);

export function createKeptFiles(deps: KeptFilesDeps): KeptFiles {
  const { db, objects } = deps;

  /**
   * Which documents (newest first) go to make room for one of `bytes`: the owner's past
   * documentsPerOwner; for a guest its oldest until its total fits, then the oldest its address's
   * guests sent until theirs does. Refuses (413) what cannot be kept: a guest's file larger than a
   * cap, or an account's growth past its quota.
   */
  function makeRoom(
    existing: readonly KeptFileRow[],
    bytes: number,
    owner: {
      usage: StoredUsage | undefined;
      plan: PlanId;
      /** A guest's: what its address's guests keep, newest first (the owner's among them). */
      atAddress?: readonly KeptFileRow[];
    },
  ): KeptFileRow[] {
    const byteCap = owner.usage
      ? Infinity
      : Math.min(deps.guestKeptBytes, deps.guestAddressKeptBytes);
    if (bytes > byteCap) {
      throw new AppError('QUOTA_EXCEEDED', {
        message: `This file needs ${formatStorageSize(bytes)}, more than a guest can keep (${formatStorageSize(byteCap)}). Sign in to keep larger files.`,
      });
    }
    let keptBytes = bytes;
    let kept = 1;
    const cut = existing.findIndex((row) => {
      keptBytes += row.bytes;
      kept += 1;
      return kept > deps.documentsPerOwner || keptBytes > byteCap;
    });
    const leaving = cut === -1 ? [] : existing.slice(cut);
    if (owner.atAddress) leaving.push(...pastAddressCap(owner.atAddress, bytes, leaving));
    if (owner.usage) {
      deps.quota.check(owner.usage, { fileBytes: bytes - sumBytes(leaving) }, owner.plan);
    }
    return leaving;
  }

  // Another guest's files at the address may go: one address keeps a bounded amount whatever ids
  // it sends, and dropping (rather than refusing) never locks a shared address's guests out.
  function pastAddressCap(
    atAddress: readonly KeptFileRow[],
    bytes: number,
    leaving: readonly KeptFileRow[],
  ): KeptFileRow[] {
    const going = new Set(leaving.map((row) => row.id));
    let addressBytes = bytes;
    return atAddress.filter((row) => {
      if (going.has(row.id)) return false;
      addressBytes += row.bytes;
      return addressBytes > deps.guestAddressKeptBytes;
    });
  }

  // Orphans are harmless (nothing names them) but take space: say so in the log.
  async function deleteOriginals(rows: readonly KeptFileRow[]): Promise<void> {
    const keys = rows.flatMap((row) => (row.originalKey ? [row.originalKey] : []));
    if (keys.length === 0) return;
    await objects.deleteMany(keys).catch((error: unknown) => {
      deps.logger.warn({ err: error, keys }, 'originals of forgotten files were left in storage');
    });
  }

  // After a failed write the row may exist even so (a commit whose answer was lost): the object is
  // deleted only once its row is known to be absent, so no row ever names a missing object.
  async function discardOriginal(documentId: string, key: string): Promise<void> {
    const isKept = await hasFileDocument(db, documentId).catch(() => true);
    if (isKept) return;
    await objects.delete(key).catch((error: unknown) => {
      deps.logger.warn({ err: error, key }, 'the original of a refused file was left in storage');
    });
  }

  return {
    async store(document) {
      const { owner, original } = document;
      const userId = userIdOfOwner(owner);
      // Only a guest's files are counted by address: an account's count against its quota.
      const guestAddress = userId ? undefined : document.guestAddress;
      const originalBytes = original?.byteLength ?? 0;
      const bytes = textBytesOf(document.chunks) + originalBytes;
      // Checked once before the original is sent anywhere, so a full account costs no upload to
      // the store; checked again under the lock, where it counts.
      makeRoom(await listOwnerFiles(db, owner), bytes, {
        usage: userId ? await readStorageUsage(db, userId) : undefined,
        plan: document.plan,
      });
      const id = randomUUID();
      const originalKey = original ? newOriginalKey() : null;
      // The original is written first and the row after: a crash in between leaves an object no
      // row names, never a row naming a missing object.
      if (original && originalKey) {
        await objects.put(originalKey, original).catch((error: unknown) => {
          throw new AppError('UNAVAILABLE', {
            message: 'The file could not be stored right now. Please try again in a moment.',
            retryAfterSeconds: 30,
            cause: error,
          });
        });
      }
      let evicted: KeptFileRow[];
      try {
        evicted = await db.transaction(async (tx) => {
          if (guestAddress) await lockAddressFiles(tx, guestAddress);
          await lockOwnerFiles(tx, owner);
          const usage = userId ? await lockStorageUsage(tx, userId) : undefined;
          const leaving = makeRoom(await listOwnerFiles(tx, owner), bytes, {
            usage,
            plan: document.plan,
            ...(guestAddress ? { atAddress: await listAddressFiles(tx, guestAddress) } : {}),
          });
          await insertFileDocument(tx, {
            ...document,
            id,
            originalKey,
            originalBytes,
            guestAddress: guestAddress ?? null,
          });
          const gone = await deleteFiles(
            tx,
            { owner, guestAddress },
            leaving.map((row) => row.id),
          );
          if (userId) await addStorageUsage(tx, userId, { fileBytes: bytes - sumBytes(gone) });
          return gone;
        });
      } catch (error) {
        if (originalKey) await discardOriginal(id, originalKey);
        throw error;
      }
      await deleteOriginals(evicted);
      return id;
    },

    search: (query) => searchFileChunks(db, query),

    async forgetConversation(owner, conversationId) {
      const userId = userIdOfOwner(owner);
      const gone = await db.transaction(async (tx) => {
        await lockOwnerFiles(tx, owner);
        if (userId) await lockStorageUsage(tx, userId);
        const rows = await deleteConversationFiles(tx, owner, conversationId);
        if (userId && rows.length > 0) {
          await addStorageUsage(tx, userId, { fileBytes: -sumBytes(rows) });
        }
        return rows;
      });
      await deleteOriginals(gone);
    },

    async forgetExpired(before) {
      // An account's usage row went with it, so nothing is left to subtract from.
      const gone = [
        ...(await deleteGuestFilesBefore(db, before)),
        ...(await deleteFilesOfDeletedAccounts(db)),
      ];
      await deleteOriginals(gone);
      return gone.length;
    },
  };
}
