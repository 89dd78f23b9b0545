import type { Database } from '../../db/client';
import { FILES } from '@polymath/shared';
import type { AppModule } from '../app-module';
import { searchFileChunks, storeFileDocument } from './files.repository';
import { registerFilesRoutes } from './files.routes';
import { createFilesService, type DocumentRewards, type FilesService } from './files.service';

/** How long one file may take to read, and the heap its worker gets. */
const EXTRACTION_LIMITS = { timeoutMs: 30_000, maxHeapMb: 384 };
/** Files read at once: a worker each. */
const MAX_CONCURRENT_READS = 2;

/** Uploaded files: read in worker threads, analysed from their own text (000 §7 POST /api/upload). */
export function createFilesModule(deps: {
  db: Database;
  rewards: DocumentRewards;
  logger: { warn(details: object, message: string): void };
}): AppModule<FilesService> {
  const { db } = deps;
  const files = createFilesService({
    documents: {
      store: (document) =>
        storeFileDocument(db, document, { documentsPerOwner: FILES.documentsPerOwner }),
      search: (query) => searchFileChunks(db, query),
    },
    extraction: EXTRACTION_LIMITS,
    maxConcurrentReads: MAX_CONCURRENT_READS,
    rewards: deps.rewards,
    logger: deps.logger,
  });
  return { service: files, register: (app) => registerFilesRoutes(app, { files }) };
}
