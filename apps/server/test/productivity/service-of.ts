import { createRateLimiter } from '../../src/limits/rate-limiter';
import { createStorageQuota } from '../../src/limits/storage-quota';
import {
  createProductivityService,
  type ProductivityService,
} from '../../src/modules/productivity/productivity.service';
import type { TestApp } from '../build-test-app';

/** The productivity service on a test app's database and configuration, for its ports. */
export function productivityServiceOf(t: TestApp): ProductivityService {
  return createProductivityService({
    db: t.database.db,
    quota: createStorageQuota({
      freeBytes: t.env.STORAGE_QUOTA_FREE_BYTES,
      premiumBytes: t.env.STORAGE_QUOTA_PREMIUM_BYTES,
      conversationsPerUser: t.env.CONVERSATIONS_PER_USER,
    }),
    rowsPerKind: t.env.PRODUCTIVITY_ROWS_PER_KIND,
    rates: createRateLimiter(t.database.db),
  });
}
