import pg from 'pg';
import { startServer } from '../../e2e/fixtures/server-process';
import { measureLoad } from '../lib/load-test';
import { printFigure } from '../lib/report';
import { SERVER_READY_TIMEOUT_MS } from '../lib/server-start';

/** A database of its own on the PostgreSQL server, made for the run and dropped after it. */
const BENCH_DATABASE = 'polymath_bench';

/**
 * GET /api/ready under load on PostgreSQL, when BENCH_DATABASE_URL names a server the benchmark
 * may create a database on (CI's: postgres://postgres@127.0.0.1:5432/test); skipped otherwise.
 */
export async function measurePostgresReady(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.log('db-route-postgres-rps: skipped (set BENCH_DATABASE_URL to measure it)');
    return;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE}`);
    await admin.query(`create database ${BENCH_DATABASE}`);
    const url = new URL(adminUrl);
    url.pathname = `/${BENCH_DATABASE}`;
    const server = await startServer({
      env: { DATABASE_URL: url.toString() },
      readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
    });
    try {
      const load = await measureLoad(`${server.baseUrl}/api/ready`);
      printFigure('db-route-postgres-rps', Math.round(load.requestsPerSecond), 'requests/s');
      printFigure('db-route-postgres-p99', load.p99LatencyMs, 'ms');
      if (load.failedRequests > 0) {
        printFigure('db-route-postgres-failed', load.failedRequests, 'requests');
      }
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${BENCH_DATABASE}`).catch(() => undefined);
    await admin.end();
  }
}
