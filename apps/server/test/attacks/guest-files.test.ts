import { randomUUID } from 'node:crypto';
import { FILES } from '@polymath/shared';
import { inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../src/adapters/object-storage/local-disk-storage';
import { fileDocuments } from '../../src/db/schema';
import { createStorageQuota } from '../../src/limits/storage-quota';
import { createKeptFiles } from '../../src/modules/files/kept-files';
import { buildTestApp, databases, type TestApp, tempDir } from '../build-test-app';
import { pdfWithPages } from '../files/file-fixtures';
import { expectNoServerError } from './support/error-shape';
import { freshAddress, newGuest, type Party, sendAs } from './support/parties';

/**
 * Guests' kept files are bounded per client address as well as per anonymous id: fresh ids from
 * one address keep no more than FILES_GUEST_ADDRESS_KEPT_BYTES between them, each upload past it
 * dropping the address's oldest files, so nobody is refused and the disk stays bounded.
 */

const PAGES = [
  ['The harbour survey counted forty boats in the outer basin during the spring tides.'],
];

/** A multipart body as a browser sends it. */
async function multipart(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, 'harbour.pdf');
  }
  const request = new Request('http://polymath.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

describe.each(databases)('guests’ kept files per address ($kind)', (factory) => {
  let t: TestApp;
  let pdf: Uint8Array;
  /** Room for three uploads and a half: the fourth drops the oldest. */
  let addressCap: number;

  const upload = async (party: Party) => {
    const body = await multipart({
      conversationId: randomUUID(),
      file: new Blob([pdf]),
    });
    return sendAs(t.app, party, {
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: body.headers,
    });
  };
  const guestRows = (owners: string[]) =>
    t.database.db
      .select({
        id: fileDocuments.id,
        bytes: sql<number>`${fileDocuments.originalBytes} + ${fileDocuments.textBytes}`.mapWith(
          Number,
        ),
      })
      .from(fileDocuments)
      .where(inArray(fileDocuments.owner, owners));

  beforeAll(async () => {
    pdf = await pdfWithPages(PAGES);
    // A kept upload is its original and its text (a sentence): three fit, a fourth does not.
    addressCap = Math.floor(pdf.byteLength * 3.5);
    t = await buildTestApp({
      database: factory,
      limits: 'real',
      env: { FILES_GUEST_ADDRESS_KEPT_BYTES: String(addressCap) },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps no more than the address cap for fresh ids from one address, the newest files kept', async () => {
    const address = freshAddress();
    const guests = Array.from({ length: 6 }, () => ({
      ...newGuest('Fresh id'),
      remoteAddress: address,
    }));
    const owners = guests.map((guest) => `guest:${guest.anonymousId}`);
    const elsewhere = newGuest('Elsewhere');
    expect((await upload(elsewhere)).statusCode).toBe(200);

    for (const guest of guests) {
      const response = await upload(guest);
      expectNoServerError(response);
      expect(response.statusCode).toBe(200);
    }
    const kept = await guestRows(owners);
    expect(kept.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(addressCap);
    expect(kept).toHaveLength(3);
    expect(4 * Math.min(...kept.map((row) => row.bytes))).toBeGreaterThan(addressCap);
    const keptOwners = await t.database.db
      .select({ owner: fileDocuments.owner })
      .from(fileDocuments)
      .where(inArray(fileDocuments.owner, owners));
    expect(keptOwners.map((row) => row.owner).sort()).toEqual(owners.slice(3).sort());
    // Another address's guest keeps its file.
    expect(await guestRows([`guest:${elsewhere.anonymousId}`])).toHaveLength(1);
  });

  it('keeps the address cap when parallel uploads of fresh ids arrive at once', async () => {
    const address = `address:${freshAddress()}`;
    const files = createKeptFiles({
      db: t.database.db,
      objects: createLocalDiskStorage(tempDir('guest-files')),
      quota: createStorageQuota({ freeBytes: 1, premiumBytes: 1, conversationsPerUser: 1 }),
      documentsPerOwner: FILES.documentsPerOwner,
      guestKeptBytes: 5_000,
      guestAddressKeptBytes: 10_000,
      logger: { warn: () => {} },
    });
    const owners = Array.from({ length: 12 }, () => `guest:${randomUUID()}`);
    // 2,000 bytes each: five fit in 10,000 whatever order the twelve are kept in.
    const results = await Promise.allSettled(
      owners.map((owner) =>
        files.store({
          owner,
          guestAddress: address,
          conversationId: randomUUID(),
          name: 'a.pdf',
          kind: 'pdf',
          chunks: ['y'.repeat(400)],
          plan: 'free',
          original: new Uint8Array(1_600),
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(12);
    const kept = await guestRows(owners);
    expect(kept).toHaveLength(5);
    expect(kept.reduce((sum, row) => sum + row.bytes, 0)).toBe(10_000);
    const atAddress = await t.database.db
      .select({ id: fileDocuments.id })
      .from(fileDocuments)
      .where(like(fileDocuments.guestAddress, address));
    expect(atAddress).toHaveLength(5);
  });
});
