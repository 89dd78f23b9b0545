import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUN_LIMITS, type RunLimits, type RunResult } from './code-runner';
import { OUTPUT_CUT_NOTE } from './output-buffer';
import { createPyodideRunner, type PyodideRunner } from './pyodide-runner';

// Loading Pyodide takes ~1.6 s on an idle machine and far longer on a busy shared one.
const RUN_TIMEOUT_MS = 180_000;

/** Runs while timing the gaps between ticks of the host's event loop. */
async function runWatchingHost(
  runner: PyodideRunner,
  code: string,
  limits: RunLimits = DEFAULT_RUN_LIMITS,
): Promise<{ result: RunResult; longestGapMs: number; wallMs: number }> {
  await runner.whenWarm();
  let lastTick = performance.now();
  let longestGapMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - lastTick);
    lastTick = now;
  }, 50);
  const startedAt = performance.now();
  try {
    const result = await runner.run({ code, language: 'python' }, limits);
    return { result, longestGapMs, wallMs: performance.now() - startedAt };
  } finally {
    clearInterval(ticker);
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('createPyodideRunner', () => {
  let runner: PyodideRunner;
  const run = (code: string, limits: RunLimits = DEFAULT_RUN_LIMITS, signal?: AbortSignal) =>
    runner.run({ code, language: 'python' }, limits, signal);

  beforeAll(() => {
    runner = createPyodideRunner({ poolSize: 1, warmOnStart: true });
  });
  afterAll(() => runner.close());

  it('runs hello world', { timeout: RUN_TIMEOUT_MS }, async () => {
    const result = await run('print("Hello, world!")');
    expect(result).toMatchObject({ success: true, output: 'Hello, world!\n' });
    expect(result.error).toBeUndefined();
    expect(result.executionTime).toBeGreaterThanOrEqual(0);
  });

  it('interleaves stdout and stderr as they are written', { timeout: RUN_TIMEOUT_MS }, async () => {
    const result = await run(
      'import sys\nprint("out 1")\nprint("err 1", file=sys.stderr)\nsys.stdout.write("out 2\\n")\nsys.stderr.write("err 2\\n")',
    );
    expect(result.output).toBe('out 1\nerr 1\nout 2\nerr 2\n');
  });

  it(
    'answers an exception with its last line and the whole traceback',
    { timeout: RUN_TIMEOUT_MS },
    async () => {
      const result = await run('print("before")\ndef f():\n    return x\nf()');
      expect(result.success).toBe(false);
      expect(result.error).toBe("NameError: name 'x' is not defined");
      expect(result.output).toContain('before\nTraceback (most recent call last):');
      expect(result.output).toContain('File "main.py", line 4, in <module>');
      expect(result.output).toContain('File "main.py", line 3, in f');
      // The driver around the program is not the user's concern.
      expect(result.output).not.toContain('_polymath_run_program');
    },
  );

  it('answers a syntax error with its message', { timeout: RUN_TIMEOUT_MS }, async () => {
    const result = await run('print("never")\ndef broken(:\n    pass');
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/^SyntaxError: /);
    expect(result.output).toContain('File "main.py", line 2');
    expect(result.output).not.toContain('never');
  });

  it(
    'ends input() at once with EOFError when there is no stdin',
    { timeout: RUN_TIMEOUT_MS },
    async () => {
      const { result } = await runWatchingHost(runner, 'name = input("Name? ")\nprint(name)', {
        ...DEFAULT_RUN_LIMITS,
        timeoutMs: 60_000,
      });
      expect(result.success).toBe(false);
      expect(result.error).toBe('EOFError: EOF when reading a line');
    },
  );

  it('treats exit(0) as success and exit(3) as failure', { timeout: RUN_TIMEOUT_MS }, async () => {
    expect(await run('import sys\nprint("bye")\nsys.exit(0)')).toMatchObject({
      success: true,
      output: 'bye\n',
    });
    expect(await run('import sys\nsys.exit(3)')).toMatchObject({
      success: false,
      error: 'Exited with status 3',
    });
  });

  it('keeps nothing from one run to the next', { timeout: RUN_TIMEOUT_MS }, async () => {
    await run(
      'import builtins, sys\nbuiltins.left_behind = 42\nsys.modules["left_module"] = sys\nopen("/home/pyodide/left.txt", "w").write("x")',
    );
    const result = await run(
      'import builtins, os, sys\nprint(hasattr(builtins, "left_behind"), "left_module" in sys.modules, os.path.exists("/home/pyodide/left.txt"))',
    );
    expect(result.output).toBe('False False False\n');
  });

  it(
    'stops an endless loop at the time limit while the host keeps answering',
    { timeout: RUN_TIMEOUT_MS },
    async () => {
      const limits = { ...DEFAULT_RUN_LIMITS, timeoutMs: 3_000 };
      const { result, longestGapMs, wallMs } = await runWatchingHost(
        runner,
        'print("looping")\nwhile True:\n    pass',
        limits,
      );
      expect(result.success).toBe(false);
      expect(result.error).toBe('Time limit exceeded: the program ran longer than 3 s.');
      expect(result.output).toBe('looping\n');
      expect(result.executionTime).toBeGreaterThanOrEqual(3_000);
      expect(wallMs).toBeLessThan(3_000 + 5_000);
      expect(longestGapMs).toBeLessThan(1_000);
    },
  );

  it(
    'refuses a 2 GB allocation while the host keeps answering',
    { timeout: RUN_TIMEOUT_MS },
    async () => {
      const { result, longestGapMs } = await runWatchingHost(
        runner,
        'blocks = []\nfor _ in range(8):\n    blocks.append(bytearray(256 * 1024 * 1024))\nprint("allocated", len(blocks))',
      );
      expect(result.success).toBe(false);
      expect(result.error).toMatch(/^MemoryError|out of memory/);
      expect(result.output).not.toContain('allocated');
      expect(longestGapMs).toBeLessThan(1_000);
    },
  );

  it('stops a run when its signal aborts', { timeout: RUN_TIMEOUT_MS }, async () => {
    await runner.whenWarm();
    const controller = new AbortController();
    const running = run('while True:\n    pass', DEFAULT_RUN_LIMITS, controller.signal);
    setTimeout(() => controller.abort(), 500);
    expect(await running).toMatchObject({ success: false, error: 'The run was stopped.' });
  });

  it('holds a program to its memory limit', { timeout: RUN_TIMEOUT_MS }, async () => {
    const limit = DEFAULT_RUN_LIMITS.memoryMb;
    const within = await run(
      `block = bytearray(${Math.floor(limit / 4)} * 1024 * 1024)\nprint("ok")`,
    );
    expect(within).toMatchObject({ success: true, output: 'ok\n' });
    const beyond = await run(`block = bytearray(${limit + 64} * 1024 * 1024)\nprint("allocated")`);
    expect(beyond).toMatchObject({ success: false, error: 'MemoryError' });
    expect(beyond.output).not.toContain('allocated');
  });

  it(
    'cuts a 100 MB print at the output cap and stops it promptly',
    { timeout: RUN_TIMEOUT_MS },
    async () => {
      const { result, longestGapMs, wallMs } = await runWatchingHost(
        runner,
        'import sys\nline = "x" * 1023 + "\\n"\nfor _ in range(100 * 1024):\n    sys.stdout.write(line)\nprint("finished")',
      );
      expect(result.success).toBe(false);
      expect(result.error).toBe('Output limit exceeded: the program was stopped.');
      expect(result.output.endsWith(OUTPUT_CUT_NOTE)).toBe(true);
      expect(Buffer.byteLength(result.output)).toBe(
        DEFAULT_RUN_LIMITS.outputBytes + Buffer.byteLength(OUTPUT_CUT_NOTE),
      );
      expect(result.output).not.toContain('finished');
      expect(wallMs).toBeLessThan(5_000);
      expect(longestGapMs).toBeLessThan(1_000);
    },
  );

  it('starts a warm run far faster than a cold one', { timeout: RUN_TIMEOUT_MS * 2 }, async () => {
    const cold = createPyodideRunner({ poolSize: 0 });
    const coldStartedAt = performance.now();
    try {
      expect(
        await cold.run({ code: 'print(1)', language: 'python' }, DEFAULT_RUN_LIMITS),
      ).toMatchObject({ output: '1\n' });
    } finally {
      await cold.close();
    }
    const coldMs = performance.now() - coldStartedAt;
    // Each warm run still loads the next process in the background: three are enough for a median.
    const warmMs: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { result, wallMs } = await runWatchingHost(runner, 'print("Hello, world!")');
      expect(result.output).toBe('Hello, world!\n');
      warmMs.push(wallMs);
    }
    console.info(
      `Python cold start ${Math.round(coldMs)} ms; warm run p50 ${Math.round(median(warmMs))} ms`,
    );
    expect(median(warmMs)).toBeLessThan(coldMs / 2);
  });

  it(
    'lets its loaded process go after idling, and loads one again for the next run',
    { timeout: RUN_TIMEOUT_MS * 2 },
    async () => {
      const idle = createPyodideRunner({ poolSize: 1, warmOnStart: true, idleReleaseMs: 300 });
      try {
        await idle.whenWarm();
        expect(idle.liveProcesses()).toBe(1);
        await vi.waitFor(() => expect(idle.liveProcesses()).toBe(0), { timeout: 10_000 });
        expect(
          await idle.run({ code: 'print(1)', language: 'python' }, DEFAULT_RUN_LIMITS),
        ).toMatchObject({ output: '1\n' });
      } finally {
        await idle.close();
      }
    },
  );

  it('answers a run started after close with an error', { timeout: RUN_TIMEOUT_MS }, async () => {
    const closed = createPyodideRunner({ poolSize: 0 });
    await closed.close();
    await expect(
      closed.run({ code: 'print(1)', language: 'python' }, DEFAULT_RUN_LIMITS),
    ).rejects.toThrow('The Python runner is stopped.');
  });
});
