import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RUN_LIMITS,
  type RunLimits,
  type RunResult,
} from '../../src/modules/code/runners/code-runner';
import { OUTPUT_CUT_NOTE } from '../../src/modules/code/runners/output-buffer';
import { createQuickJsRunner } from '../../src/modules/code/runners/quickjs-runner';
import {
  makeSecretFolder,
  plantEnvironmentCanary,
  startConnectionRecorder,
  withEventLoopWatch,
} from './escape-kit';

// Planted before the runner exists, as a server's secrets are there before it runs anything.
const canary = plantEnvironmentCanary();
const secrets = makeSecretFolder();
const runner = createQuickJsRunner({ warmWorkers: 2 });
const LIMITS: RunLimits = { ...DEFAULT_RUN_LIMITS, timeoutMs: 3_000 };
/** The host answers within this while a hostile run goes on. */
const HOST_ANSWERS_WITHIN_MS = 1_000;

/** Runs hostile code, checking the host stayed responsive and no secret came out. */
async function runHostile(code: string, limits = LIMITS): Promise<RunResult> {
  const { result, longestStallMs } = await withEventLoopWatch(() =>
    runner.run({ code, language: 'javascript' }, limits),
  );
  expect(longestStallMs).toBeLessThan(HOST_ANSWERS_WITHIN_MS);
  const everything = `${result.output}\n${result.error ?? ''}`;
  expect(everything).not.toContain(canary);
  expect(everything).not.toContain(secrets.secret);
  expect(everything).not.toContain('root:x:0:0');
  return result;
}

/** Each attempt's value or error, one line each, so every way in is seen to fail. */
const tryEach = (attempts: string[]) =>
  [
    'const report = (name, attempt) => {',
    '  try { const value = attempt(); console.log(name, "=>", typeof value === "object" ? JSON.stringify(value) : String(value)); }',
    '  catch (error) { console.log(name, "!!", String(error)); }',
    '};',
    ...attempts,
  ].join('\n');

afterAll(async () => {
  await runner.close();
  secrets.remove();
});

describe('QuickJS escape attempts, each failing while the host keeps answering', () => {
  it("cannot read the server's environment", async () => {
    const result = await runHostile(
      tryEach([
        "report('process', () => process.env.POLYMATH_CANARY_SECRET);",
        "report('constructor', () => globalThis.constructor.constructor('return process')().env);",
        "report('require', () => require('process').env);",
        "report('this', () => Function('return this')().process);",
        "report('globals', () => Object.getOwnPropertyNames(globalThis).filter((n) => /process|require|env|std|os|fetch|Worker|Deno|Bun/i.test(n)));",
      ]),
    );
    expect(result.output.split('\n')).toEqual([
      "process !! ReferenceError: 'process' is not defined",
      "constructor !! ReferenceError: 'process' is not defined",
      "require !! ReferenceError: 'require' is not defined",
      'this => undefined',
      'globals => []',
      '',
    ]);
  });

  it("finds no process behind globalThis.constructor.constructor('return process')()", async () => {
    const result = await runHostile("globalThis.constructor.constructor('return process')()");
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/^ReferenceError: 'process' is not defined/);
  });

  it('cannot read /etc/passwd or a data folder', async () => {
    const result = await runHostile(
      tryEach([
        "report('require fs', () => require('fs').readFileSync('/etc/passwd', 'utf8'));",
        `report('fetch', () => fetch(${JSON.stringify(`file://${secrets.file}`)}));`,
        "report('std', () => std.loadFile('/etc/passwd'));",
        "for (const name of ['fs', 'std', 'os', 'node:fs', '/etc/passwd', " +
          `${JSON.stringify(secrets.file)}]) import(name).then((m) => console.log('import', name, 'loaded', Object.keys(m)), (e) => console.log('import', name, '!!', String(e)));`,
      ]),
    );
    expect(result.success).toBe(true);
    const lines = result.output.trim().split('\n');
    expect(lines.slice(0, 3)).toEqual([
      "require fs !! ReferenceError: 'require' is not defined",
      "fetch !! ReferenceError: 'fetch' is not defined",
      "std !! ReferenceError: 'std' is not defined",
    ]);
    expect(lines.slice(3)).toHaveLength(6);
    for (const line of lines.slice(3))
      expect(line).toMatch(/^import .* !! ReferenceError: could not load module/);
  });

  it('cannot write outside its work directory or spawn a process', async () => {
    const target = join(tmpdir(), `polymath-escape-${process.pid}-${Date.now()}`);
    const result = await runHostile(
      tryEach([
        `report('write', () => require('fs').writeFileSync(${JSON.stringify(target)}, 'x'));`,
        `report('spawn', () => require('child_process').execSync('touch ${target}'));`,
        "report('Worker', () => new Worker('data:,1'));",
        `import('os').then((os) => os.exec(['touch', ${JSON.stringify(target)}]), (e) => console.log('os !!', String(e)));`,
      ]),
    );
    expect(result.output).toContain("write !! ReferenceError: 'require' is not defined");
    expect(result.output).toContain("spawn !! ReferenceError: 'require' is not defined");
    expect(result.output).toContain("Worker !! ReferenceError: 'Worker' is not defined");
    expect(result.output).toContain("os !! ReferenceError: could not load module 'os'");
    expect(existsSync(target)).toBe(false);
  });

  it('cannot open a socket to a local listener', async () => {
    const listener = await startConnectionRecorder();
    try {
      const url = `http://127.0.0.1:${listener.port}/`;
      const result = await runHostile(
        tryEach([
          `report('fetch', () => fetch(${JSON.stringify(url)}));`,
          `report('WebSocket', () => new WebSocket(${JSON.stringify(url.replace('http', 'ws'))}));`,
          "report('XMLHttpRequest', () => new XMLHttpRequest());",
          `report('net', () => require('net').connect(${listener.port}, '127.0.0.1'));`,
        ]),
      );
      expect(result.output.match(/!! ReferenceError/g)).toHaveLength(4);
      // Anything that got out would have connected by now.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(listener.connections).toBe(0);
    } finally {
      await listener.close();
    }
  });

  it('ends a timer bomb, the nearest thing JavaScript has to a fork bomb', async () => {
    const result = await runHostile(
      'function bomb() { setTimeout(bomb); setTimeout(bomb); }\nbomb();',
    );
    expect(result.success).toBe(false);
    // Whichever comes first: the callback cap or the time limit (the queue doubles each round).
    expect(result.error).toMatch(/^Stopped/);
  });

  it('stops an infinite loop at the time limit', async () => {
    const result = await runHostile('for (;;) {}');
    expect(result.error).toBe('Stopped: the program ran longer than the 3 s time limit.');
    expect(result.executionTime).toBeGreaterThanOrEqual(2_900);
  });

  it('refuses to allocate 2 GB, at once or in pieces', async () => {
    const atOnce = await runHostile(
      "const big = new Uint8Array(2 * 1024 ** 3);\nconsole.log('allocated', big.length);",
    );
    expect(atOnce.success).toBe(false);
    expect(atOnce.output).not.toContain('allocated');
    const inPieces = await runHostile(
      [
        'const pieces = [];',
        'for (let i = 0; i < 128; i++) pieces.push(new Uint8Array(16 * 1024 * 1024));',
        "console.log('allocated', pieces.length);",
      ].join('\n'),
      // A smaller ceiling only to keep the test quick: zeroing 256 MB in wasm takes seconds here.
      { ...LIMITS, memoryMb: 64, timeoutMs: 10_000 },
    );
    expect(inPieces).toMatchObject({
      success: false,
      error: 'Stopped: the program used more than the 64 MB memory limit.',
    });
    expect(inPieces.output).not.toContain('allocated');
  });

  it('cuts 100 MB of printing at the cap and ends promptly', async () => {
    const started = Date.now();
    const result = await runHostile(
      "const line = 'y'.repeat(1023);\nfor (let i = 0; i < 100 * 1024; i++) console.log(line);",
      { ...LIMITS, timeoutMs: 10_000 },
    );
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(result.output.endsWith(OUTPUT_CUT_NOTE)).toBe(true);
    expect(result.error).toBe('Stopped: the program wrote more than the 64 KiB output limit.');
  });
});

beforeAll(() => {
  expect(process.env.POLYMATH_CANARY_SECRET).toBe(canary);
});
