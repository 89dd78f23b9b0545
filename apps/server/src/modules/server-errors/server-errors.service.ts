import { createHash } from 'node:crypto';
import { SERVER_ERRORS, type ServerErrorsResponse } from '@polymath/shared';
import type { Database } from '../../db/client';
import { type Caller, requireAdmin } from '../../identity/caller';
import { redactSecrets } from '../../log-redaction';
import {
  addErrorCounts,
  forgetOldErrors,
  readRecentErrors,
  type ErrorKindCount,
} from './server-errors.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** This server's counts reach the shared table this often (an error storm costs one write). */
const FLUSH_INTERVAL_MS = 5000;
/** Old kinds are forgotten at most this often. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export interface ServerErrorsLogger {
  warn(details: object, message: string): void;
}

/** Where an unexpected error happened: the request's method and route pattern. */
export interface FailedRequest {
  method: string;
  /** The route's pattern ('/api/tasks/:id'); undefined when no route matched. */
  routePattern: string | undefined;
}

export type ServerErrorsService = ReturnType<typeof createServerErrorsService>;

/** The message kept: secrets redacted (as in the log), cut to SERVER_ERRORS.messageChars. */
function messageOf(error: unknown): string {
  const raw = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const redacted = redactSecrets(raw);
  return redacted.length > SERVER_ERRORS.messageChars
    ? `${redacted.slice(0, SERVER_ERRORS.messageChars - 1)}…`
    : redacted;
}

/** One kind per route, code and message, whatever numbers and ids the message carried. */
function fingerprintOf(route: string, code: string, message: string): string {
  const shape = message.replace(/[0-9a-f]{8,}(-[0-9a-f]{4,})*/gi, '#').replace(/\d+/g, '#');
  return createHash('sha256').update(`${route}\n${code}\n${shape}`).digest('hex');
}

/**
 * Counts the server's unexpected errors (a 500 that is a bug, not a service down) by kind for the
 * admin's summary. `record` costs a map update on the request's path; the counts are written to the
 * table every few seconds, added to what the other instances wrote, so every instance shows the
 * same summary. Nothing of the request's address, body or secrets is kept.
 */
export function createServerErrorsService(deps: {
  db: Database;
  logger: ServerErrorsLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  let pending = new Map<string, ErrorKindCount>();
  let flushing: Promise<void> | undefined;
  let lastPruneAt = 0;
  let timer: NodeJS.Timeout | undefined;

  async function writePending(): Promise<void> {
    const batch = pending;
    pending = new Map();
    try {
      await addErrorCounts(deps.db, [...batch.values()]);
      const at = now();
      if (at.getTime() - lastPruneAt >= PRUNE_INTERVAL_MS) {
        lastPruneAt = at.getTime();
        await forgetOldErrors(
          deps.db,
          new Date(at.getTime() - SERVER_ERRORS.keptDays * DAY_MS),
          SERVER_ERRORS.maxKinds,
        );
      }
    } catch (error) {
      // Kept for the next write: a database that is briefly away loses no count.
      for (const [fingerprint, kind] of batch) merge(fingerprint, kind);
      deps.logger.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'unexpected errors could not be written to the summary; kept for the next try',
      );
    }
  }

  function merge(fingerprint: string, kind: ErrorKindCount): void {
    const known = pending.get(fingerprint);
    if (!known) {
      pending.set(fingerprint, kind);
      return;
    }
    known.count += kind.count;
    if (kind.firstSeenAt < known.firstSeenAt) known.firstSeenAt = kind.firstSeenAt;
    if (kind.lastSeenAt > known.lastSeenAt) known.lastSeenAt = kind.lastSeenAt;
  }

  /** Writes what this server counted (one write at a time). */
  function flush(): Promise<void> {
    // Cleared in a later turn (`finally`), never before the promise is stored: an empty flush
    // must not leave a settled promise behind for every later call.
    flushing ??= (async () => {
      while (pending.size > 0) await writePending();
    })().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  function scheduleFlush(): void {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, FLUSH_INTERVAL_MS);
    timer.unref();
  }

  return {
    /** Counts one unexpected error of a request. */
    record(error: unknown, request: FailedRequest, code: string): void {
      const route = `${request.method} ${request.routePattern ?? '(no route)'}`;
      const message = messageOf(error);
      const at = now();
      const fingerprint = fingerprintOf(route, code, message);
      merge(fingerprint, {
        fingerprint,
        route,
        code,
        message,
        count: 1,
        firstSeenAt: at,
        lastSeenAt: at,
      });
      scheduleFlush();
    },

    flush,

    /** The kinds of unexpected error of the last SERVER_ERRORS.windowDays (admins only). */
    async summaryFor(caller: Caller): Promise<ServerErrorsResponse> {
      requireAdmin(caller);
      await flush();
      const since = new Date(now().getTime() - SERVER_ERRORS.windowDays * DAY_MS);
      const kinds = await readRecentErrors(deps.db, since, SERVER_ERRORS.shownKinds);
      return {
        windowDays: SERVER_ERRORS.windowDays,
        kinds: kinds.map((kind) => ({
          route: kind.route,
          code: kind.code,
          message: kind.message,
          count: kind.count,
          firstSeenAt: kind.firstSeenAt.toISOString(),
          lastSeenAt: kind.lastSeenAt.toISOString(),
        })),
      };
    },

    /** Stops the timer and writes what is left (at shutdown, while the database is open). */
    async stop(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
}
