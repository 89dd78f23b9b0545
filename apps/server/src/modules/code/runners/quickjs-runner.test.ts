import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_RUN_LIMITS, type RunLimits } from './code-runner';
import { OUTPUT_CUT_NOTE } from './output-buffer';
import { createQuickJsRunner } from './quickjs-runner';

const runner = createQuickJsRunner({ warmWorkers: 2 });
afterAll(() => runner.close());

const LIMITS: RunLimits = { ...DEFAULT_RUN_LIMITS, timeoutMs: 2_000 };
const runJs = (code: string, limits = LIMITS) =>
  runner.run({ code, language: 'javascript' }, limits);
const runTs = (code: string, limits = LIMITS) =>
  runner.run({ code, language: 'typescript' }, limits);

describe('the QuickJS runner', () => {
  it('runs a JavaScript hello world', async () => {
    const result = await runJs("console.log('Hello, world!');");
    expect(result).toMatchObject({ success: true, output: 'Hello, world!\n' });
    expect(result.error).toBeUndefined();
    expect(result.executionTime).toBeGreaterThanOrEqual(0);
  });

  it('transpiles TypeScript before running it', async () => {
    const result = await runTs(
      [
        'interface Greeting { name: string }',
        'enum Mood { Happy = 1 }',
        'const greet = (g: Greeting): string => `Hello, ${g.name}!`;',
        "console.log(greet({ name: 'TypeScript' }), Mood.Happy as number);",
      ].join('\n'),
    );
    expect(result).toMatchObject({ success: true, output: 'Hello, TypeScript! 1\n' });
  });

  it('writes every console method to the one output, in call order, formatted', async () => {
    const result = await runJs(
      [
        "console.log('log', 1, true);",
        "console.error('error', null);",
        "console.info({ a: [1, 'two'], b: { c: undefined } });",
        "console.warn(new Map([['k', 2]]), new Set([3]));",
        'console.debug([], {}, -0, 10n, function named() {});',
      ].join('\n'),
    );
    expect(result.output).toBe(
      [
        'log 1 true',
        'error null',
        "{ a: [ 1, 'two' ], b: { c: undefined } }",
        "Map(1) { 'k' => 2 } Set(1) { 3 }",
        '[] {} -0 10n [Function: named]',
        '',
      ].join('\n'),
    );
  });

  it('answers a runtime error with its message and line, keeping the output before it', async () => {
    const result = await runJs("console.log('before');\nconst user = null;\nuser.name;");
    expect(result.success).toBe(false);
    expect(result.output).toBe('before\n');
    expect(result.error).toMatch(/^TypeError: cannot read property 'name' of null/);
    expect(result.error).toContain('main.js:3');
  });

  it("keeps a TypeScript error's line where the user wrote it", async () => {
    const result = await runTs(
      'type Id = number;\n\nconst id: Id = 1;\nthrow new RangeError(`bad id ${id}`);',
    );
    expect(result.error).toMatch(/^RangeError: bad id 1\n\s+at .*main\.ts:4/);
  });

  it('answers syntax errors in JavaScript and TypeScript', async () => {
    const js = await runJs('let a = ;');
    expect(js).toMatchObject({ success: false, output: '' });
    expect(js.error).toMatch(/^SyntaxError: .*\n\s+at main\.js:1/);
    const ts = await runTs('const a: = 1;');
    expect(ts.error).toBe('SyntaxError: Unexpected token (main.ts line 1, column 10)');
  });

  it('runs promises, then timers in order of their delay, on a virtual clock', async () => {
    const result = await runJs(
      [
        "setTimeout(() => console.log('late'), 5000);",
        "setTimeout((word) => console.log(word), 10, 'soon');",
        'const ticks = setInterval(() => { console.log("tick"); if (++n === 2) clearInterval(ticks); }, 1000);',
        'let n = 0;',
        "Promise.resolve().then(() => console.log('promise'));",
        "console.log('sync');",
      ].join('\n'),
    );
    expect(result).toMatchObject({ success: true });
    expect(result.output).toBe('sync\npromise\nsoon\ntick\ntick\nlate\n');
    // A 5 s timer does not wait 5 s.
    expect(result.executionTime).toBeLessThan(5_000);
  });

  it('ends an interval that is never cleared', async () => {
    const result = await runJs('setInterval(() => {}, 1);');
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/^Stopped after 10000 timer callbacks/);
  });

  it('stops an infinite loop at the time limit', async () => {
    const result = await runJs("console.log('start');\nwhile (true) {}");
    expect(result.success).toBe(false);
    expect(result.error).toBe('Stopped: the program ran longer than the 2 s time limit.');
    expect(result.output).toBe('start\n');
    expect(result.executionTime).toBeGreaterThanOrEqual(1_900);
    expect(result.executionTime).toBeLessThan(2_000 + 6_000);
  });

  it('stops a program past the memory limit', async () => {
    const result = await runJs(
      [
        'const chunks = [];',
        'for (let i = 0; i < 128; i++) chunks.push(new Uint8Array(16 * 1024 * 1024));',
        "console.log('kept 2 GB');",
      ].join('\n'),
      { ...LIMITS, memoryMb: 64 },
    );
    expect(result.success).toBe(false);
    expect(result.error).toBe('Stopped: the program used more than the 64 MB memory limit.');
    expect(result.output).not.toContain('kept');
  });

  it('answers deep recursion with a stack overflow, not a crash', async () => {
    const result = await runJs('function down(n) { return down(n + 1); }\ndown(0);');
    expect(result.error).toMatch(/^InternalError: stack overflow/);
    // The trace is cut to its first frames.
    expect(result.error?.split('\n').length).toBeLessThanOrEqual(12);
  });

  it('cuts 100 MB of output at the cap with the note and ends the run promptly', async () => {
    const started = Date.now();
    const result = await runJs(
      "const line = 'x'.repeat(1023);\nfor (let i = 0; i < 100 * 1024; i++) console.log(line);",
      { ...LIMITS, timeoutMs: 10_000 },
    );
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(result.success).toBe(false);
    expect(result.error).toBe('Stopped: the program wrote more than the 64 KiB output limit.');
    expect(result.output.endsWith(OUTPUT_CUT_NOTE)).toBe(true);
    expect(Buffer.byteLength(result.output)).toBeLessThanOrEqual(
      DEFAULT_RUN_LIMITS.outputBytes + Buffer.byteLength(OUTPUT_CUT_NOTE),
    );
  });

  it('never copies a huge thrown message out whole', async () => {
    const result = await runJs("throw new Error('x'.repeat(10 * 1024 * 1024));");
    expect(result.success).toBe(false);
    expect(result.error?.length).toBeLessThan(10_000);
  });

  it("shows a run none of a previous run's globals", async () => {
    await runJs('globalThis.leftBehind = 42; var alsoLeft = 1; Array.prototype.polluted = 1;');
    const result = await runJs(
      'console.log(typeof leftBehind, typeof alsoLeft, typeof [].polluted);',
    );
    expect(result.output).toBe('undefined undefined undefined\n');
  });

  it('answers a run abandoned by its caller', async () => {
    const controller = new AbortController();
    const running = runner.run(
      { code: 'while (true) {}', language: 'javascript' },
      LIMITS,
      controller.signal,
    );
    setTimeout(() => controller.abort(), 200);
    const result = await running;
    expect(result).toMatchObject({ success: false, error: 'The run was abandoned.' });
    expect(result.executionTime).toBeLessThan(1_900);
  });
});

describe('the QuickJS runner under steady use', () => {
  it('answers every one of many runs made two at a time', { timeout: 120_000 }, async () => {
    const busy = createQuickJsRunner();
    try {
      let next = 0;
      const failures: string[] = [];
      const client = async () => {
        while (next < 40) {
          const run = next++;
          const result = await busy.run(
            { code: `console.log(${run})`, language: 'javascript' },
            { ...DEFAULT_RUN_LIMITS, timeoutMs: 20_000 },
          );
          if (result.output !== `${run}\n`) failures.push(`${run}: ${JSON.stringify(result)}`);
        }
      };
      await Promise.all([client(), client()]);
      expect(failures).toEqual([]);
    } finally {
      await busy.close();
    }
  });
});
