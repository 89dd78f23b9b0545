import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  AppError,
  type Conversation,
  type ConversationPage,
  FILES,
  FileAnalysisResponseSchema,
} from '@polymath/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../src/adapters/object-storage/s3-storage';
import { fileDocuments, storageUsage, users } from '../src/db/schema';
import { createStorageQuota } from '../src/limits/storage-quota';
import { createKeptFiles, type KeptFiles } from '../src/modules/files/kept-files';
import { bearer, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { pdfWithPages } from './files/file-fixtures';
import { type FakeS3, startFakeS3 } from './peers/fake-s3';

const QUOTA_BYTES = 60_000;
const S3 = { bucket: 'polymath-files', accessKeyId: 'polymath', secretAccessKey: 'files-secret' };
const AT = '2026-11-20T10:00:00.000Z';
const PAGES = [
  ['The harbour survey counted forty boats in the outer basin during the spring tides.'],
  ['Dredging the inner channel is planned for the autumn after the fishing season.'],
];

interface Account {
  id: string;
  owner: `user:${string}`;
  headers: Record<string, string>;
}

/** A conversation of exactly `bytes` bytes as the server stores it. */
function conversationOf(bytes: number): Conversation {
  const base: Conversation = {
    id: randomUUID(),
    title: 'Notes',
    messages: [{ id: 'm1', role: 'user', content: '', timestamp: AT, feedback: null }],
    updatedAt: AT,
  };
  const padding = bytes - Buffer.byteLength(JSON.stringify(base));
  return { ...base, messages: [{ ...base.messages[0]!, content: 'x'.repeat(padding) }] };
}

describe.each(databases)('kept files: originals and quota on $kind', (factory) => {
  let t: TestApp;
  let url: string;
  let s3: FakeS3;
  let report: Uint8Array;

  const s3Storage = (endpoint = s3.url) =>
    createS3Storage({
      bucket: S3.bucket,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: S3,
    });
  const keptFiles = (options: {
    quotaBytes?: number;
    guestKeptBytes?: number;
    endpoint?: string;
  }) =>
    createKeptFiles({
      db: t.database.db,
      objects: s3Storage(options.endpoint),
      quota: createStorageQuota({
        freeBytes: options.quotaBytes ?? QUOTA_BYTES,
        premiumBytes: options.quotaBytes ?? QUOTA_BYTES,
        conversationsPerUser: 100,
      }),
      documentsPerOwner: FILES.documentsPerOwner,
      guestKeptBytes: options.guestKeptBytes ?? FILES.guestKeptBytes,
      guestAddressKeptBytes: 4 * FILES.guestKeptBytes,
      logger: { warn: () => {} },
    });

  beforeAll(async () => {
    s3 = await startFakeS3(S3);
    report = await pdfWithPages(PAGES);
    t = await buildTestApp({
      database: factory,
      env: {
        STORAGE_QUOTA_FREE_BYTES: String(QUOTA_BYTES),
        FILES_S3_BUCKET: S3.bucket,
        FILES_S3_ENDPOINT: s3.url,
        FILES_S3_FORCE_PATH_STYLE: 'true',
        FILES_S3_ACCESS_KEY_ID: S3.accessKeyId,
        FILES_S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
      },
    });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  async function newAccount(): Promise<Account> {
    const email = `${randomUUID()}@example.org`;
    const session = await signUp(t.app, { name: 'Ada', email, password: 'engine42' });
    return {
      id: session.user.id,
      owner: `user:${session.user.id}`,
      headers: bearer(session.token),
    };
  }
  const upload = (account: Account, conversationId: string, bytes = report) => {
    const form = new FormData();
    form.append('conversationId', conversationId);
    form.append('file', new Blob([bytes]), 'harbour.pdf');
    return fetch(`${url}/api/upload`, { method: 'POST', headers: account.headers, body: form });
  };
  const usageOf = async (account: Account) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/conversations', headers: account.headers })
    ).json<ConversationPage>().usage;
  const documentsOf = (owner: string) =>
    t.database.db.select().from(fileDocuments).where(eq(fileDocuments.owner, owner));
  const storedFileBytes = async (owner: string) =>
    (await documentsOf(owner)).reduce((sum, row) => sum + row.originalBytes + row.textBytes, 0);

  it('keeps the original byte for byte under a key of its own, and counts it in the usage', async () => {
    const ada = await newAccount();
    const response = await upload(ada, randomUUID());
    expect(response.status).toBe(200);
    const { documentId } = FileAnalysisResponseSchema.parse(await response.json());
    const [row] = await documentsOf(ada.owner);
    expect(row?.id).toBe(documentId);
    expect(row?.originalKey).toMatch(/^originals\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(row?.originalKey).not.toContain('harbour');
    expect(row?.originalBytes).toBe(report.byteLength);
    expect(Buffer.from(s3.objects.get(row!.originalKey!)!).equals(Buffer.from(report))).toBe(true);
    expect(row!.textBytes).toBeGreaterThan(100);

    const usage = await usageOf(ada);
    expect(usage.fileBytes).toBe(report.byteLength + row!.textBytes);
    expect(usage.usedBytes).toBe(usage.fileBytes);
  });

  it('deletes the originals with their conversation and frees their space', async () => {
    const ada = await newAccount();
    const conversationId = randomUUID();
    const other = randomUUID();
    for (const id of [conversationId, conversationId, other]) {
      expect((await upload(ada, id)).status).toBe(200);
    }
    const keysIn = async (id: string) =>
      (await documentsOf(ada.owner))
        .filter((r) => r.conversationId === id)
        .map((r) => r.originalKey!);
    const gone = await keysIn(conversationId);
    expect(gone).toHaveLength(2);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${conversationId}`,
      headers: ada.headers,
    });
    expect(deleted.statusCode).toBe(404);
    for (const key of gone) expect(s3.objects.has(key)).toBe(false);
    const [kept] = await keysIn(other);
    expect(s3.objects.has(kept!)).toBe(true);
    expect((await usageOf(ada)).fileBytes).toBe(await storedFileBytes(ada.owner));
  });

  it('deletes the originals of an account that is deleted', async () => {
    const ada = await newAccount();
    const bob = await newAccount();
    await upload(ada, randomUUID());
    await upload(bob, randomUUID());
    const [adaFile] = await documentsOf(ada.owner);
    const [bobFile] = await documentsOf(bob.owner);

    await t.database.db.delete(users).where(eq(users.id, ada.id));
    const files = keptFiles({});
    expect(await files.forgetExpired(new Date(0))).toBe(1);
    expect(await documentsOf(ada.owner)).toEqual([]);
    expect(s3.objects.has(adaFile!.originalKey!)).toBe(false);
    expect(s3.objects.has(bobFile!.originalKey!)).toBe(true);
  });

  it('refuses a file past the quota with 413, keeping nothing of it', async () => {
    const ada = await newAccount();
    expect((await upload(ada, randomUUID())).status).toBe(200);
    const oneFile = (await usageOf(ada)).fileBytes!;
    // Conversations fill the rest but for one byte less than a second copy of the file needs.
    const filler = conversationOf(QUOTA_BYTES - 2 * oneFile + 1);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/conversations/${filler.id}`,
      headers: ada.headers,
      payload: filler,
    });
    expect(saved.statusCode).toBe(200);
    const objectsBefore = s3.objects.size;

    const refused = await upload(ada, randomUUID());
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      error: expect.stringContaining('this file needs') as unknown,
    });
    expect(await documentsOf(ada.owner)).toHaveLength(1);
    expect(s3.objects.size).toBe(objectsBefore);
    expect((await usageOf(ada)).usedBytes).toBe(QUOTA_BYTES - oneFile + 1);
  });

  it('counts parallel uploads of one account exactly and never past the quota', async () => {
    const ada = await newAccount();
    const files = keptFiles({ quotaBytes: 10_000 });
    const original = new Uint8Array(1_500).fill(7);
    const chunks = ['x'.repeat(500)];
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        files.store({
          owner: ada.owner,
          conversationId: randomUUID(),
          name: 'a.pdf',
          kind: 'pdf',
          chunks,
          plan: 'free',
          original,
        }),
      ),
    );
    // 2,000 bytes each: five fit in 10,000, the other five are refused.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect((result.reason as AppError).code).toBe('QUOTA_EXCEEDED');
    }
    const [usage] = await t.database.db
      .select()
      .from(storageUsage)
      .where(eq(storageUsage.userId, ada.id));
    expect(usage?.fileBytes).toBe(10_000);
    expect(await storedFileBytes(ada.owner)).toBe(10_000);
    const keys = (await documentsOf(ada.owner)).map((row) => row.originalKey!);
    expect(keys.every((key) => s3.objects.has(key))).toBe(true);
    const stored = [...s3.objects.keys()].filter((key) => s3.objects.get(key)?.length === 1_500);
    expect(stored.sort()).toEqual(keys.sort());
  });

  it("drops a guest's oldest files past the guest cap, originals and all", async () => {
    const guest = `guest:${randomUUID()}`;
    const files = keptFiles({ guestKeptBytes: 5_000 });
    const keep = () =>
      files.store({
        owner: guest,
        conversationId: randomUUID(),
        name: 'a.pdf',
        kind: 'pdf',
        chunks: ['y'.repeat(400)],
        plan: 'free',
        original: new Uint8Array(1_600),
      });
    const first = await keep();
    const second = await keep();
    const firstKey = (await documentsOf(guest)).find((row) => row.id === first)!.originalKey!;
    // 2,000 bytes each: a third would make 6,000, past the 5,000 a guest keeps.
    const third = await keep();
    const left = (await documentsOf(guest)).map((row) => row.id);
    expect(left.sort()).toEqual([second, third].sort());
    expect(await storedFileBytes(guest)).toBe(4_000);
    expect(s3.objects.has(firstKey)).toBe(false);
    await expect(
      files.store({
        owner: guest,
        conversationId: randomUUID(),
        name: 'big.pdf',
        kind: 'pdf',
        chunks: [],
        plan: 'free',
        original: new Uint8Array(5_001),
      }),
    ).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });
  });

  it('fails cleanly with 503 when the store cannot be reached: no row, nothing counted', async () => {
    const ada = await newAccount();
    const down = await startFakeS3(S3);
    await down.close();
    const files: KeptFiles = keptFiles({ endpoint: down.url });
    const failure = await files
      .store({
        owner: ada.owner,
        conversationId: randomUUID(),
        name: 'a.pdf',
        kind: 'pdf',
        chunks: ['text'],
        plan: 'free',
        original: new Uint8Array(10),
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('UNAVAILABLE');
    expect((failure as AppError).message).toBe(
      'The file could not be stored right now. Please try again in a moment.',
    );
    expect(await documentsOf(ada.owner)).toEqual([]);
    expect((await usageOf(ada)).fileBytes).toBe(0);
  });
});

describe('kept files on local disk (the default store)', () => {
  it('keeps originals under DATA_DIR/files and deletes them with their conversation', async () => {
    const t = await buildTestApp();
    try {
      const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const session = await signUp(t.app, {
        name: 'Ada',
        email: `${randomUUID()}@example.org`,
        password: 'engine42',
      });
      const form = new FormData();
      const conversationId = randomUUID();
      form.append('conversationId', conversationId);
      form.append('file', new Blob([await pdfWithPages(PAGES)]), 'harbour.pdf');
      const response = await fetch(`${url}/api/upload`, {
        method: 'POST',
        headers: bearer(session.token),
        body: form,
      });
      expect(response.status).toBe(200);
      const [row] = await t.database.db.select().from(fileDocuments);
      const [, shard, name] = row!.originalKey!.split('/');
      const folder = join(t.env.DATA_DIR, 'files', 'originals', shard!);
      expect(await readdir(folder)).toEqual([name]);

      await t.app.inject({
        method: 'DELETE',
        url: `/api/conversations/${conversationId}`,
        headers: bearer(session.token),
      });
      expect(await readdir(folder)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
