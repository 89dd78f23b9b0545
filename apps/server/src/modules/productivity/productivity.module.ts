import type { ConnectedModel } from '../../adapters/ai/connected-model';
import type { Database } from '../../db/client';
import { createRateLimiter } from '../../limits/rate-limiter';
import { createStorageQuota, type StorageAllowance } from '../../limits/storage-quota';
import type { AppModule } from '../app-module';
import { registerCalendarFeedRoute } from './calendar-feed.routes';
import { registerCalendarRoutes, type OriginOf } from './calendar.routes';
import { createCitationFormatter } from './formats/citation-formatter';
import { createNoteSummarizer } from './note-summary';
import { registerNoteRoutes } from './notes.routes';
import { createProductivityService, type ProductivityService } from './productivity.service';
import { registerResearchRoutes } from './research.routes';
import { registerTaskRoutes } from './tasks.routes';

/**
 * Productivity Tools for signed-in users (001 §2, §7): tasks, the calendar and its feed, Smart
 * Notes, research projects and citations, within the account's storage quota.
 */
export function createProductivityModule(deps: {
  db: Database;
  /** What one account may store, by plan. */
  storage: StorageAllowance;
  /** Tasks, events, notes... one account keeps at most of each kind (PRODUCTIVITY_ROWS_PER_KIND). */
  rowsPerKind: number;
  /** The server's public address (PUBLIC_BASE_URL) calendar feed links use; else the request's. */
  publicBaseUrl: string | undefined;
  /** The connected model that summarises notes (none with the built-in engine). */
  summaryModel: ConnectedModel | undefined;
  logger: { warn(details: object, message: string): void };
  /** The citation worker builds every style's engine as the server starts (production). */
  warmCitationsOnStart?: boolean;
  now?: () => Date;
}): AppModule<ProductivityService> {
  const rates = createRateLimiter(deps.db);
  const formatter = createCitationFormatter();
  const productivity = createProductivityService({
    db: deps.db,
    quota: createStorageQuota(deps.storage),
    rowsPerKind: deps.rowsPerKind,
    rates,
    summarizer: createNoteSummarizer({ model: deps.summaryModel, rates, logger: deps.logger }),
    formatter,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const originOf: OriginOf = (request) =>
    deps.publicBaseUrl ?? `${request.protocol}://${request.host}`;
  return {
    service: productivity,
    register(app) {
      if (deps.warmCitationsOnStart) app.addHook('onReady', () => formatter.warm());
      app.addHook('onClose', () => formatter.close());
      registerTaskRoutes(app, productivity.tasks);
      registerCalendarRoutes(app, {
        calendar: productivity.calendar,
        feed: productivity.calendarFeed,
        originOf,
      });
      registerCalendarFeedRoute(app, { feed: productivity.calendarFeed, originOf });
      registerNoteRoutes(app, productivity.notes);
      registerResearchRoutes(app, {
        research: productivity.research,
        citations: productivity.citations,
      });
    },
  };
}
