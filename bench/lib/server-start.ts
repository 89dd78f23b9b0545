/**
 * How long the benchmarks wait for a started server to answer /api/ready. Longer than the
 * end-to-end tests' 30 s: on a busy shared machine a cold start (creating the embedded database)
 * has been seen to take over 30 s, and a start-up figure is better slow than missing.
 */
export const SERVER_READY_TIMEOUT_MS = 120_000;
