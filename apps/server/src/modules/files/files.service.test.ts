import { FILES } from '@polymath/shared';
import { describe, expect, it, vi } from 'vitest';
import { guestCaller } from '../../../test/callers';
import { pdfWithPages, png } from '../../../test/files/file-fixtures';
import type { ExtractedFile } from './extraction/extract-file';
import { createFilesService, type FilesServiceDeps } from './files.service';

function serviceWith(overrides: Partial<FilesServiceDeps> = {}) {
  const rewarded: string[] = [];
  const service = createFilesService({
    documents: {
      store: () => Promise.reject(new Error('nothing is kept without a conversation')),
      search: () => Promise.resolve([]),
      forgetConversation: () => Promise.resolve(),
    },
    rates: { take: () => Promise.resolve(true) },
    sharedDocuments: {
      google: { fetch: () => Promise.reject(new Error('no network in this test')) },
      pages: { fetch: () => Promise.reject(new Error('no network in this test')) },
      googleBaseUrl: 'https://docs.google.com',
    },
    extraction: { timeoutMs: 1_000, ocrTimeoutMs: 1_000, ocrBudgetMs: 500, maxHeapMb: 64 },
    maxConcurrentReads: 2,
    rewards: {
      recordActivity: (learner) => {
        rewarded.push(learner);
        return Promise.resolve([]);
      },
    },
    allowance: { consume: () => Promise.resolve() },
    logger: { warn: () => {} },
    extract: () => Promise.resolve({ text: 'A plain page of text about rivers and their basins.' }),
    ...overrides,
  });
  return { service, rewarded };
}

/** An extraction that waits until released: a file still being read. */
function heldExtraction() {
  const releases: (() => void)[] = [];
  const extract = () =>
    new Promise<ExtractedFile>((resolve) => {
      releases.push(() => resolve({ text: 'Held text.', width: 1, height: 1 }));
    });
  return {
    extract,
    /** Waits until `count` reads are held (each is paced in the database before it starts). */
    waitForHeld: (count: number) => vi.waitFor(() => expect(releases).toHaveLength(count)),
    releaseAll: () => releases.splice(0).forEach((release) => release()),
  };
}

describe('files service', () => {
  it('rewards the owner of each analysed file, and no guest without an id', async () => {
    const { service, rewarded } = serviceWith();
    const guest = guestCaller();
    const bytes = await pdfWithPages([['Rivers.']]);
    await service.analyseUpload(guest, { bytes, fileName: 'a.pdf', query: undefined });
    await service.analyseUpload(guestCaller({ anonymousId: undefined }), {
      bytes,
      fileName: 'b.pdf',
      query: undefined,
    });
    expect(rewarded).toEqual([`guest:${guest.anonymousId}`]);
  });

  it('counts reads per caller and, for guests, per address, and refuses past the hour’s limit', async () => {
    const asked: string[][] = [];
    const { service } = serviceWith({
      rates: {
        take: (rules) => {
          asked.push(rules.map((rule) => `${rule.key} ${rule.limit ?? ''}`));
          return Promise.resolve(asked.length === 1);
        },
      },
    });
    const guest = guestCaller({ address: '203.0.113.9' });
    const upload = { bytes: png(2, 2), fileName: 'a.png', query: undefined };
    await service.analyseUpload(guest, upload);
    const refused = { code: 'RATE_LIMITED', message: expect.stringMatching(/last hour/) as string };
    await expect(service.analyseUpload(guest, upload)).rejects.toMatchObject(refused);
    expect(asked[0]).toEqual([
      `files:guest:${guest.anonymousId} ${FILES.readsPerHour}`,
      `files:address:203.0.113.9 ${FILES.guestReadsPerAddressPerHour}`,
    ]);
    // The refused read gave its place back: the next is admitted and asks the limit again.
    await expect(service.analyseUpload(guest, upload)).rejects.toMatchObject(refused);
    expect(asked).toHaveLength(3);
  });

  it('reads one file at a time per client and per guest network, and a few per server', async () => {
    const held = heldExtraction();
    const { service } = serviceWith({ extract: held.extract });
    const guest = guestCaller();
    const upload = { bytes: png(2, 2), fileName: 'a.png', query: undefined };
    const first = service.analyseUpload(guest, upload);
    await expect(service.analyseUpload(guest, upload)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    // A fresh anonymous id from the same address is the same guest network.
    await expect(service.analyseUpload(guestCaller(), upload)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Files sent from your network are still being read. Please wait for them.',
    });
    const second = service.analyseUpload(guestCaller({ address: '192.0.2.7' }), upload);
    await expect(
      service.analyseUpload(guestCaller({ address: '198.51.100.9' }), upload),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await held.waitForHeld(2);
    held.releaseAll();
    await Promise.all([first, second]);
    // Both places are free again.
    const third = service.analyseUpload(guest, upload);
    await held.waitForHeld(1);
    held.releaseAll();
    await expect(third).resolves.toMatchObject({ fileName: 'a.png' });
  });

  it('counts a screen capture as a screen analysis, refused past the allowance', async () => {
    const counted: string[] = [];
    const { service } = serviceWith({
      allowance: {
        consume: (_caller, feature) => {
          counted.push(feature);
          return counted.length > 1
            ? Promise.reject(new Error('allowance used up'))
            : Promise.resolve();
        },
      },
    });
    const upload = { bytes: png(4, 4), fileName: 'screen.png', query: undefined };
    await service.analyseUpload(guestCaller(), upload);
    expect(counted).toEqual([]);
    await service.analyseUpload(guestCaller(), { ...upload, purpose: 'screen' });
    await expect(
      service.analyseUpload(guestCaller(), { ...upload, purpose: 'screen' }),
    ).rejects.toThrow('allowance used up');
    expect(counted).toEqual(['screenAnalysis', 'screenAnalysis']);
    const pdf = await pdfWithPages([['Rivers.']]);
    await expect(
      service.analyseUpload(guestCaller(), {
        bytes: pdf,
        fileName: 'a.pdf',
        query: undefined,
        purpose: 'screen',
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(counted).toHaveLength(2);
  });
});
