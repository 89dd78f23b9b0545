import { AppError } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePiston } from '../../../../test/peers/fake-piston';
import { pistonStage, startFakePiston } from '../../../../test/peers/fake-piston';
import { DEFAULT_RUN_LIMITS, RUNNABLE_LANGUAGES } from './code-runner';
import { OUTPUT_CUT_NOTE } from './output-buffer';
import { createPistonRunner } from './piston-runner';

let piston: FakePiston;
let runner: ReturnType<typeof createPistonRunner>;

beforeAll(async () => {
  piston = await startFakePiston();
  runner = createPistonRunner({ baseUrl: piston.baseUrl });
});
afterAll(async () => {
  await runner.close();
  await piston.close();
});

const answer = (run: object, compile?: object) =>
  piston.answerNext({
    body: { language: 'x', version: '1', run, ...(compile ? { compile } : {}) },
  });

describe('the Piston runner', () => {
  it('runs all seven languages, each under a runtime Piston knows', async () => {
    expect(runner.languages).toEqual(RUNNABLE_LANGUAGES);
    for (const language of RUNNABLE_LANGUAGES) {
      answer(pistonStage(`Hello from ${language}\n`));
      const result = await runner.run({ language, code: 'hello' }, DEFAULT_RUN_LIMITS);
      expect(result).toMatchObject({ success: true, output: `Hello from ${language}\n` });
      expect(result.error).toBeUndefined();
    }
  });

  it('sends the code with the limits in Piston’s units', async () => {
    const code = 'public class Greeter { public static void main(String[] a) {} }';
    await runner.run(
      { language: 'java', code },
      { timeoutMs: 7_000, memoryMb: 128, outputBytes: 1024 },
    );
    expect(piston.requests.at(-1)).toEqual({
      language: 'java',
      version: '*',
      files: [{ name: 'Greeter.java', content: code }],
      stdin: '',
      compile_timeout: 7_000,
      run_timeout: 7_000,
      run_memory_limit: 128 * 1024 * 1024,
    });
    await runner.run({ language: 'cpp', code: 'int main() {}' }, DEFAULT_RUN_LIMITS);
    expect(piston.requests.at(-1)).toMatchObject({
      language: 'c++',
      files: [{ name: 'main.cpp' }],
    });
  });

  it('answers Compilation failed with the compiler output', async () => {
    answer(pistonStage(''), pistonStage("main.cpp:1:14: error: 'x' was not declared\n", 1));
    const result = await runner.run(
      { language: 'cpp', code: 'int main() { x; }' },
      DEFAULT_RUN_LIMITS,
    );
    expect(result).toMatchObject({
      success: false,
      error: 'Compilation failed',
      output: "main.cpp:1:14: error: 'x' was not declared\n",
    });
  });

  it('names a runtime error by its exit code, with the output', async () => {
    answer(pistonStage('Traceback…\nZeroDivisionError: division by zero\n', 1));
    const result = await runner.run({ language: 'python', code: '1/0' }, DEFAULT_RUN_LIMITS);
    expect(result).toMatchObject({
      success: false,
      error: 'Exited with code 1',
      output: 'Traceback…\nZeroDivisionError: division by zero\n',
    });
  });

  it('names the time limit when Piston stopped the program', async () => {
    answer({ ...pistonStage('', null, 'SIGKILL'), status: 'TO', message: 'Time limit exceeded' });
    const timed = await runner.run({ language: 'go', code: 'for {}' }, DEFAULT_RUN_LIMITS);
    expect(timed).toMatchObject({ success: false, error: 'Killed: time limit of 10 s' });

    answer(pistonStage('', null, 'SIGKILL'));
    const killed = await runner.run({ language: 'go', code: 'for {}' }, DEFAULT_RUN_LIMITS);
    expect(killed.error).toBe('Killed: time limit of 10 s or memory limit of 256 MB');
  });

  it('cuts an output larger than the cap, with the note', async () => {
    answer(pistonStage('x'.repeat(200 * 1024)));
    const result = await runner.run({ language: 'rust', code: 'loop' }, DEFAULT_RUN_LIMITS);
    expect(result).toMatchObject({
      success: false,
      error: 'Stopped: output limit of 64 KiB reached',
    });
    expect(result.output).toBe('x'.repeat(64 * 1024) + OUTPUT_CUT_NOTE);
  });

  it('passes on Piston’s refusal of a language it has no runtime for', async () => {
    const onlyPython = await startFakePiston([
      { language: 'python', version: '3.12.0', aliases: [] },
    ]);
    const limited = createPistonRunner({ baseUrl: onlyPython.baseUrl });
    try {
      const result = await limited.run(
        { language: 'go', code: 'package main' },
        DEFAULT_RUN_LIMITS,
      );
      expect(result).toMatchObject({
        success: false,
        output: '',
        error: 'The code runner refused: go-* runtime is unknown',
      });
    } finally {
      await onlyPython.close();
    }
  });

  it('fails with UPSTREAM_FAILED when the server is down or answers nonsense', async () => {
    const gone = await startFakePiston();
    const baseUrl = gone.baseUrl;
    await gone.close();
    const orphan = createPistonRunner({ baseUrl });
    await expect(
      orphan.run({ language: 'go', code: 'x' }, DEFAULT_RUN_LIMITS),
    ).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
    });

    piston.answerNext({ body: '<html>gateway error</html>', status: 502 });
    const failed = runner.run({ language: 'go', code: 'x' }, DEFAULT_RUN_LIMITS);
    await expect(failed).rejects.toBeInstanceOf(AppError);
    piston.answerNext({ body: { run: { nothing: true } } });
    await expect(
      runner.run({ language: 'go', code: 'x' }, DEFAULT_RUN_LIMITS),
    ).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: 'The code runner gave no usable answer',
    });
  });

  it('abandons a server that does not answer within the limits', { timeout: 20_000 }, async () => {
    const impatient = createPistonRunner({ baseUrl: piston.baseUrl, answerGraceMs: 500 });
    piston.answerNext({ body: { run: pistonStage('late') }, delayMs: 8_000 });
    const startedAt = performance.now();
    await expect(
      impatient.run({ language: 'go', code: 'x' }, { ...DEFAULT_RUN_LIMITS, timeoutMs: 500 }),
    ).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', message: 'The code runner did not answer' });
    // 2 × 500 ms of limits and 500 ms of grace; well short of the server's 8 s.
    expect(performance.now() - startedAt).toBeLessThan(6_000);
  });

  it('stops when the caller abandons the run', async () => {
    piston.answerNext({ body: { run: pistonStage('late') }, delayMs: 3_000 });
    const controller = new AbortController();
    const running = runner.run(
      { language: 'go', code: 'x' },
      DEFAULT_RUN_LIMITS,
      controller.signal,
    );
    setTimeout(() => controller.abort(), 100);
    expect(await running).toMatchObject({
      success: false,
      error: 'Stopped: the run was cancelled',
    });
  });
});
