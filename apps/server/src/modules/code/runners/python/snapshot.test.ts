import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RUN_LIMITS } from '../code-runner';
import { startPyodideChild } from './pyodide-child';
import { pythonSnapshot } from './snapshot';

// Loading Pyodide takes seconds on a busy machine; the snapshot is made once per test worker.
const TIMEOUT_MS = 180_000;
const LOAD_TIMEOUT_MS = 120_000;

const DRAW = 'import random\nprint(random.random(), random.randint(1, 10**9))';

describe('the Python snapshot', () => {
  it(
    'starts every process from one snapshot of a fresh interpreter, each drawing its own random numbers',
    { timeout: TIMEOUT_MS },
    async () => {
      const children = await Promise.all(
        [1, 2].map(() => startPyodideChild({ heapMb: 256, loadTimeoutMs: LOAD_TIMEOUT_MS })),
      );
      const ready = await Promise.all(children.map((child) => child.ready));
      expect(ready).toEqual([{ fromSnapshot: true }, { fromSnapshot: true }]);
      const draws = await Promise.all(children.map((child) => child.run(DRAW, DEFAULT_RUN_LIMITS)));
      for (const draw of draws) expect(draw).toMatchObject({ success: true });
      // Restored memory alone would give both the snapshot's next numbers.
      expect(draws[0]!.output).not.toBe(draws[1]!.output);
    },
  );

  it(
    'is one file only the server user can read, in a folder of its own',
    { timeout: TIMEOUT_MS },
    async () => {
      const file = await pythonSnapshot(LOAD_TIMEOUT_MS);
      expect(file).not.toBeNull();
      expect(await pythonSnapshot(LOAD_TIMEOUT_MS)).toBe(file);
      expect((await stat(file!)).mode & 0o777).toBe(0o600);
      expect((await stat(dirname(file!))).mode & 0o777).toBe(0o700);
    },
  );
});
