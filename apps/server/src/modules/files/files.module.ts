import type { Database } from '../../db/client';
import { FILES } from '@polymath/shared';
import type { JobQueue } from '../../jobs/job-queue';
import { createRateLimiter } from '../../limits/rate-limiter';
import type { SafeFetcher } from '../../net/safe-fetch';
import type { AppModule } from '../app-module';
import type { ObjectStorage } from '../../adapters/object-storage/object-storage';
import { createStorageQuota, type StorageAllowance } from '../../limits/storage-quota';
import { registerFilesRoutes } from './files.routes';
import {
  createFilesService,
  type DocumentRewards,
  type FilesService,
  type FilesServiceDeps,
} from './files.service';
import { createKeptFiles } from './kept-files';

/** How long one file may take to read (longer when it may need OCR), and its reader's heap. */
const EXTRACTION_LIMITS = {
  timeoutMs: 30_000,
  ocrTimeoutMs: 90_000,
  ocrBudgetMs: 60_000,
  maxHeapMb: 384,
};
/** Files read at once: a process each. */
const MAX_CONCURRENT_READS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often guests' files past their retention are forgotten. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** The scheduled job that forgets them. */
export const FORGET_EXPIRED_FILES_JOB = 'files.forget-expired';

/** Uploaded files: read in separate processes, analysed from their own text (000 §7 POST /api/upload). */
export function createFilesModule(deps: {
  db: Database;
  /** Runs the hourly sweep of files past their retention, once across servers. */
  jobs: JobQueue;
  /** GOOGLE_DOCS_BASE_URL: the operator's choice, so its origin is trusted. */
  googleDocsBaseUrl: string;
  /** Reads Google Docs links: the SSRF-safe fetcher trusting GOOGLE_DOCS_BASE_URL's origin. */
  googleDocsFetcher: SafeFetcher;
  /** Reads other shared links: the SSRF-safe fetcher that trusts no address. */
  pageFetcher: SafeFetcher;
  /** How long a guest's files are kept (FILES_GUEST_RETENTION_DAYS). */
  guestRetentionDays: number;
  /** What all guests at one address keep together (FILES_GUEST_ADDRESS_KEPT_BYTES). */
  guestAddressKeptBytes: number;
  /** Where uploaded originals are kept (local disk or an S3-compatible bucket). */
  objects: ObjectStorage;
  /** The accounts' storage quota, which kept files count against with conversations. */
  storage: StorageAllowance;
  rewards: DocumentRewards;
  allowance: FilesServiceDeps['allowance'];
  /** The connected model that digests files (none with the built-in engine). */
  digestModel?: FilesServiceDeps['digestModel'];
  logger: { warn(details: object, message: string): void };
  now?: () => Date;
}): AppModule<FilesService> {
  const { db } = deps;
  const kept = createKeptFiles({
    db,
    objects: deps.objects,
    quota: createStorageQuota(deps.storage),
    documentsPerOwner: FILES.documentsPerOwner,
    guestKeptBytes: FILES.guestKeptBytes,
    guestAddressKeptBytes: deps.guestAddressKeptBytes,
    logger: deps.logger,
  });
  const files = createFilesService({
    rates: createRateLimiter(db),
    sharedDocuments: {
      google: deps.googleDocsFetcher,
      pages: deps.pageFetcher,
      googleBaseUrl: deps.googleDocsBaseUrl,
    },
    documents: kept,
    extraction: EXTRACTION_LIMITS,
    maxConcurrentReads: MAX_CONCURRENT_READS,
    rewards: deps.rewards,
    allowance: deps.allowance,
    digestModel: deps.digestModel,
    logger: deps.logger,
  });
  const now = deps.now ?? (() => new Date());
  // Guests' conversations live in their browsers: the server cannot see one deleted, so a guest's
  // files are kept for the retention period only. A deleted account's go at the same time.
  const forgetExpired = async () => {
    const before = new Date(now().getTime() - deps.guestRetentionDays * DAY_MS);
    try {
      await kept.forgetExpired(before);
    } catch (error) {
      deps.logger.warn({ err: error }, "expired and deleted accounts' files were not forgotten");
      throw error;
    }
  };
  return {
    service: files,
    async register(app) {
      await registerFilesRoutes(app, { files });
      await deps.jobs.schedule(
        FORGET_EXPIRED_FILES_JOB,
        { everyMs: SWEEP_INTERVAL_MS, runAtStart: true },
        forgetExpired,
      );
    },
  };
}
