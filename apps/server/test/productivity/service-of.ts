import { createRateLimiter } from '../../src/limits/rate-limiter';
import { createCitationFormatter } from '../../src/modules/productivity/formats/citation-formatter';
import { createNoteSummarizer } from '../../src/modules/productivity/note-summary';
import { createStorageQuota } from '../../src/limits/storage-quota';
import {
  createProductivityService,
  type ProductivityService,
} from '../../src/modules/productivity/productivity.service';
import type { TestApp } from '../build-test-app';

/** The productivity service on a test app's database and configuration, for its ports. */
export function productivityServiceOf(t: TestApp): ProductivityService {
  const rates = createRateLimiter(t.database.db);
  return createProductivityService({
    db: t.database.db,
    quota: createStorageQuota({
      freeBytes: t.env.STORAGE_QUOTA_FREE_BYTES,
      premiumBytes: t.env.STORAGE_QUOTA_PREMIUM_BYTES,
      conversationsPerUser: t.env.CONVERSATIONS_PER_USER,
    }),
    rowsPerKind: t.env.PRODUCTIVITY_ROWS_PER_KIND,
    rates,
    // The built-in engine's summaries: these tests are about the chat's ports.
    summarizer: createNoteSummarizer({ model: undefined, rates, logger: t.app.log }),
    // Never started: these tests make no citation.
    formatter: createCitationFormatter(),
  });
}
