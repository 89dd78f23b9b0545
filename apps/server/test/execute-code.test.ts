import {
  ErrorBodySchema,
  ExecuteCodeResponseSchema,
  LIMITS,
  MAX_RUN_CODE_CHARS,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signUp } from './auth-client';
import {
  type CodeRunner,
  DEFAULT_RUN_LIMITS,
  type RunLimits,
} from '../src/modules/code/runners/code-runner';
import { createQuickJsRunner } from '../src/modules/code/runners/quickjs-runner';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { createMailInbox, verifyAddress } from './mail-inbox';
import { guest, readUsageLimits } from './usage-client';

const ADMIN_EMAIL = 'coder@example.org';

function executeCode(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
) {
  return app.inject({ method: 'POST', url: '/api/execute-code', headers, payload });
}

interface ObservedRunner extends CodeRunner {
  /** The limits of every run the service handed over, in order. */
  handed: RunLimits[];
  /** The time limit runs really get while set. */
  timeLimitCutToMs: number | undefined;
}

/**
 * The QuickJS runner, remembering the limits the service hands it. A test may cut the time limit
 * a run really gets, so a loop that must outlast its checks does not keep a core busy for 10 s.
 */
function observedQuickJsRunner(): ObservedRunner {
  const runner = createQuickJsRunner();
  const observed: ObservedRunner = {
    languages: runner.languages,
    handed: [],
    timeLimitCutToMs: undefined,
    run: (request, limits, signal) => {
      observed.handed.push(limits);
      const timeoutMs = observed.timeLimitCutToMs ?? limits.timeoutMs;
      return runner.run(request, { ...limits, timeoutMs }, signal);
    },
    close: () => runner.close(),
  };
  return observed;
}

describe.each(databases)('POST /api/execute-code on $kind', (factory) => {
  let t: TestApp;
  let url: string;
  let signUps = 0;
  const inbox = createMailInbox();
  const quickJs = observedQuickJsRunner();

  async function newUser(email = `coder${++signUps}@example.org`) {
    const session = await signUp(t.app, { name: 'Grace', email, password: 'compiler42' });
    return bearer(session.token);
  }

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      // Every guest here shares one address, which may hold ten guests' allowances.
      env: { ADMIN_EMAILS: ADMIN_EMAIL, GUEST_ADDRESS_MESSAGE_LIMIT: '10000' },
      mail: inbox.sender,
      // JavaScript only: the answer for a language without a runner is part of what is tested.
      codeRunners: [quickJs],
    });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs JavaScript and TypeScript hello worlds', async () => {
    const headers = guest();
    const js = await executeCode(t.app, headers, {
      code: "console.log('Hello from JavaScript');",
      language: 'javascript',
    });
    expect(js.statusCode).toBe(200);
    expect(ExecuteCodeResponseSchema.parse(js.json())).toMatchObject({
      success: true,
      output: 'Hello from JavaScript\n',
    });
    const ts = await executeCode(t.app, headers, {
      code: "const who: string = 'TypeScript';\nconsole.log(`Hello from ${who}`);",
      language: 'typescript',
    });
    expect(ts.json()).toMatchObject({ success: true, output: 'Hello from TypeScript\n' });
  });

  it('answers a runtime error as a failed run with its line', async () => {
    const response = await executeCode(t.app, guest(), {
      code: "console.log('one');\nundefinedFunction();",
      language: 'javascript',
    });
    expect(response.statusCode).toBe(200);
    const run = ExecuteCodeResponseSchema.parse(response.json());
    expect(run).toMatchObject({ success: false, output: 'one\n' });
    expect(run.error).toMatch(/^ReferenceError: 'undefinedFunction' is not defined\n.*main\.js:2/);
  });

  it('says html and css run in the live preview, and names what a missing runner needs, uncounted', async () => {
    const headers = await newUser();
    const html = await executeCode(t.app, headers, { code: '<h1>Hi</h1>', language: 'html' });
    expect(html.statusCode).toBe(200);
    expect(html.json()).toEqual({
      success: false,
      output: '',
      error: 'HTML is not run on the server: Run shows it in the live preview.',
      executionTime: 0,
    });
    const css = await executeCode(t.app, headers, { code: 'h1 {}', language: 'css' });
    expect(css.json<{ error: string }>().error).toContain('live preview');
    // This app has no Python runner: the answer says what to install.
    const python = await executeCode(t.app, headers, { code: 'print(1)', language: 'python' });
    expect(python.json()).toMatchObject({
      success: false,
      error: expect.stringContaining('Python runs need Pyodide') as unknown,
    });
    const limits = await readUsageLimits(t.app, { headers });
    expect(limits.usage.codeExecution.used).toBe(0);
  });

  it('refuses invalid requests with 400', async () => {
    const headers = guest();
    const bodies = [
      { code: 'console.log(1)' },
      { code: 'console.log(1)', language: 'cobol' },
      { code: '   ', language: 'javascript' },
      { code: 'x'.repeat(MAX_RUN_CODE_CHARS + 1), language: 'javascript' },
      { code: 42, language: 'javascript' },
    ];
    for (const payload of bodies) {
      const response = await executeCode(t.app, headers, payload);
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).code).toBe('VALIDATION');
    }
  });

  it("refuses a free user's fourth run with LIMIT_REACHED", async () => {
    const headers = await newUser();
    expect(LIMITS.free.codeExecution).toBe(3);
    for (let run = 1; run <= 3; run++) {
      const response = await executeCode(t.app, headers, {
        code: `console.log(${run})`,
        language: 'javascript',
      });
      expect(response.json()).toMatchObject({ success: true, output: `${run}\n` });
    }
    const refused = await executeCode(t.app, headers, {
      code: 'console.log(4)',
      language: 'javascript',
    });
    expect(refused.statusCode).toBe(429);
    expect(ErrorBodySchema.parse(refused.json()).code).toBe('LIMIT_REACHED');
    const limits = await readUsageLimits(t.app, { headers });
    expect(limits.usage.codeExecution).toEqual({ used: 3, limit: 3 });
  });

  it('counts a guest by anonymous id and refuses the fourth run', async () => {
    const headers = guest();
    for (let run = 1; run <= 3; run++) {
      const response = await executeCode(t.app, headers, { code: '1', language: 'javascript' });
      expect(response.statusCode).toBe(200);
    }
    expect((await readUsageLimits(t.app, { headers })).usage.codeExecution.used).toBe(3);
    const refused = await executeCode(t.app, headers, { code: '1', language: 'javascript' });
    expect(refused.statusCode).toBe(429);
    expect(ErrorBodySchema.parse(refused.json()).code).toBe('LIMIT_REACHED');
  });

  it('lets a premium (admin) account run past the free allowance', async () => {
    await newUser(ADMIN_EMAIL);
    // Verifying ends the registration's session: the admin goes on with the link's.
    const headers = bearer((await verifyAddress(t.app, inbox, ADMIN_EMAIL)).token);
    for (let run = 1; run <= 4; run++) {
      const response = await executeCode(t.app, headers, {
        code: 'console.log(run)'.replace('run', String(run)),
        language: 'javascript',
      });
      expect(response.statusCode).toBe(200);
    }
    const limits = await readUsageLimits(t.app, { headers });
    expect(limits.usage.codeExecution).toEqual({ used: 4, limit: LIMITS.premiumCap });
  });

  it('runs one program at a time per caller and keeps answering /api/health during a loop', async () => {
    const headers = { ...guest(), 'content-type': 'application/json' };
    const post = (code: string) =>
      fetch(`${url}/api/execute-code`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ code, language: 'javascript' }),
      });
    const handedBefore = quickJs.handed.length;
    // The service hands every run the 10 s limit (checked below); the loop really gets 3 s,
    // enough for the checks it must outlast, and the QuickJS tests prove a runner keeps its limit.
    quickJs.timeLimitCutToMs = 3_000;
    try {
      const looping = post('while (true) {}');
      // The loop holds the caller's turn from the moment the runner has it.
      await vi.waitFor(() => expect(quickJs.handed).toHaveLength(handedBefore + 1), {
        timeout: 5_000,
        interval: 20,
      });
      expect(quickJs.handed.at(-1)).toEqual(DEFAULT_RUN_LIMITS);
      expect(DEFAULT_RUN_LIMITS.timeoutMs).toBe(10_000);

      const second = await post("console.log('meanwhile')");
      expect(second.status).toBe(429);
      expect(ErrorBodySchema.parse(await second.json())).toMatchObject({
        code: 'RATE_LIMITED',
        error: 'Your previous code is still running. Please wait for it to finish.',
      });

      for (let probe = 0; probe < 3; probe++) {
        const started = performance.now();
        const health = await fetch(`${url}/api/health`);
        expect(health.status).toBe(200);
        expect(performance.now() - started).toBeLessThan(1_000);
      }

      const loop = ExecuteCodeResponseSchema.parse(await (await looping).json());
      expect(loop).toMatchObject({
        success: false,
        error: 'Stopped: the program ran longer than the 3 s time limit.',
      });
    } finally {
      quickJs.timeLimitCutToMs = undefined;
    }
  });
});
