// Loaded into the server under test with `node --import` (bench/server/first-questions-stall.ts):
// records the event loop's delay and writes the longest one so far, in milliseconds, to the file
// BENCH_EVENT_LOOP_FILE every 100 ms. Creating `<that file>.reset` starts the record afresh (the
// server takes its signals for itself).
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_EVENT_LOOP_FILE;
// The server's own child processes inherit NODE_OPTIONS; without the file they record nothing.
delete process.env.BENCH_EVENT_LOOP_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  setInterval(() => {
    if (existsSync(`${file}.reset`)) {
      rmSync(`${file}.reset`);
      delay.reset();
    }
    // Written aside and renamed, so the benchmark never reads a half-written file.
    writeFileSync(`${file}.next`, String(delay.max / 1e6));
    renameSync(`${file}.next`, file);
  }, 100).unref();
}
