import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { type Env, loadEnv } from '../src/config/env';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../src/db/client';
import { createLifecycle, type Lifecycle } from '../src/lifecycle';
import { createLogger } from '../src/logger';
import { ensureInstance } from '../src/modules/system/system.repository';
import { createChatEngine } from '../src/composition/chat-engine';

/**
 * Test helpers: a fresh, migrated database per test file (in-memory PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set, each file in its own schema so files can run in parallel) and the app
 * built on it, driven through app.inject().
 */

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export interface TestDatabaseFactory {
  kind: DatabaseKind;
  /** Opens a fresh, migrated database with its instance row. close() removes what it created. */
  open(): Promise<DatabaseHandle>;
}

async function prepare(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await handle.migrate();
  await ensureInstance(handle.db);
  return handle;
}

let template: Promise<Blob | undefined> | undefined;

/** The migrated template made by global-setup.ts, when the run has one. */
function pgliteTemplate(): Promise<Blob | undefined> {
  return (template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })());
}

/** A fresh in-memory PGlite (a copy of the migrated template; migrations are re-checked). */
export const pgliteFactory: TestDatabaseFactory = {
  kind: 'pglite',
  open: async () => {
    const loadDataDir = await pgliteTemplate();
    return prepare(
      await openDatabase({
        kind: 'pglite',
        dataDir: undefined,
        ...(loadDataDir ? { loadDataDir } : {}),
      }),
    );
  },
};

export function postgresFactory(url: string): TestDatabaseFactory {
  return {
    kind: 'postgres',
    open: async () => {
      const schema = `test_${randomUUID().replaceAll('-', '')}`;
      const handle = await prepare(
        await openDatabase({ kind: 'postgres', url, searchPath: schema }),
      );
      let closed: Promise<void> | undefined;
      return {
        ...handle,
        close: () =>
          (closed ??= (async () => {
            try {
              await handle.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
            } finally {
              await handle.close();
            }
          })()),
      };
    },
  };
}

/** Every database the integration suites run against. */
export const databases: TestDatabaseFactory[] = [
  pgliteFactory,
  ...(TEST_DATABASE_URL ? [postgresFactory(TEST_DATABASE_URL)] : []),
];

/** Folders tempDir made, removed together by one exit handler (not one listener per folder). */
const tempDirs = new Set<string>();

/** A folder removed when the process exits. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `polymath-${prefix}-`));
  if (tempDirs.size === 0) {
    process.once('exit', () => {
      for (const made of tempDirs) rmSync(made, { recursive: true, force: true });
    });
  }
  tempDirs.add(dir);
  return dir;
}

/**
 * The configuration tests run with: silent logs, a throwaway DATA_DIR and, unless a test passes
 * its own, an empty WEB_DIST_DIR (so a real web build never changes what tests see).
 */
export function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tempDir('data'),
    WEB_DIST_DIR: tempDir('no-web-build'),
    ...overrides,
  });
}

/**
 * The app's own logger (its secret rules included) keeping every line in memory, for tests that
 * check what was logged; `text` is the log as it would reach stdout.
 */
export function captureLogs(level: Env['LOG_LEVEL'] = 'info'): {
  logger: FastifyBaseLogger;
  lines: Record<string, unknown>[];
  text(): string;
} {
  const lines: Record<string, unknown>[] = [];
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const text = chunk.toString('utf8');
      written.push(text);
      for (const line of text.split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return {
    logger: createLogger({ LOG_LEVEL: level }, stream),
    lines,
    text: () => written.join(''),
  };
}

function silentLogger(): FastifyBaseLogger {
  return pino({ level: 'silent' });
}

/** The limits most suites run with, far above what they send. */
const RELAXED_LIMITS = {
  GUEST_MESSAGE_LIMIT: '1000',
  GUEST_ADDRESS_MESSAGE_LIMIT: '1000',
  CHAT_BURST_MESSAGES: '1000',
  CHAT_MESSAGES_PER_MINUTE: '1000',
  AUTH_SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
};

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  lifecycle: Lifecycle;
  env: Env;
  /** Closes the app, then the database. */
  close(): Promise<void>;
}

export async function buildTestApp(
  options: {
    database?: TestDatabaseFactory | DatabaseHandle;
    env?: Record<string, string | undefined>;
    logger?: FastifyBaseLogger;
    loadShedding?: AppDeps['loadShedding'];
    /** The model answering chat messages; by default what the env asks for (the built-in engine). */
    model?: AppDeps['model'];
    /** The knowledge store; by default the real one on the test database. */
    knowledge?: AppDeps['knowledge'];
    /** The clock usage counters are kept by; by default the real one. */
    now?: AppDeps['now'];
    /** Where mails go; by default the (silent) log. */
    mail?: AppDeps['mail'];
    /** Reads search result pages; by default the SSRF-safe fetcher trusting no origin. */
    pageFetcher?: AppDeps['pageFetcher'];
    /**
     * 'relaxed' (default) raises the guest, chat-pacing and sign-up limits to 1000; 'real' keeps
     * the configuration's defaults, for the suites that attack the limits themselves.
     */
    limits?: 'relaxed' | 'real';
    /** Vibe-Coding's runners; by default this machine's (QuickJS, Pyodide, bubblewrap). */
    codeRunners?: AppDeps['codeRunners'];
  } = {},
): Promise<TestApp> {
  // No test reaches the real encyclopedia: a test that wants lookups points them at a fake.
  // Suites send many messages and make many accounts from one address in seconds; the suites of
  // the limits set the real ones. Load shedding is off: suites share two cores, build fixtures
  // in-process and hash passwords, and a 503 for a stalled loop is load-shedding.test.ts's subject.
  const env = testEnv({
    KNOWLEDGE_LOOKUP: 'false',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(options.limits === 'real' ? {} : RELAXED_LIMITS),
    ...options.env,
  });
  const source = options.database ?? pgliteFactory;
  const database = 'open' in source ? await source.open() : source;
  const lifecycle = createLifecycle();
  const engine = createChatEngine(env, database.db, options.logger ?? silentLogger());
  const app = await buildApp({
    env,
    database,
    lifecycle,
    model: options.model ?? engine.model,
    knowledge: options.knowledge ?? engine.knowledge,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.pageFetcher ? { pageFetcher: options.pageFetcher } : {}),
    ...(options.codeRunners ? { codeRunners: options.codeRunners } : {}),
    ...(options.loadShedding ? { loadShedding: options.loadShedding } : {}),
  });
  return {
    app,
    database,
    lifecycle,
    env,
    close: async () => {
      try {
        await app.close();
      } finally {
        await database.close();
      }
    },
  };
}
