import { randomUUID } from 'node:crypto';
import { ANONYMOUS_ID_HEADER, ExecuteCodeResponseSchema } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

/** Hello world in each language this machine runs, through the endpoint and its default runners. */
const HELLO_WORLDS = {
  python: "print('Hello from Python')",
  cpp: '#include <iostream>\nint main() { std::cout << "Hello from C++" << std::endl; }',
  go: 'package main\nimport "fmt"\nfunc main() { fmt.Println("Hello from Go") }',
} as const;

describe("POST /api/execute-code with this machine's runners", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { GUEST_ADDRESS_MESSAGE_LIMIT: '10000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  for (const [language, code] of Object.entries(HELLO_WORLDS)) {
    it(`runs ${language}, or says what to install`, { timeout: 240_000 }, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/execute-code',
        headers: { [ANONYMOUS_ID_HEADER]: randomUUID() },
        payload: { code, language },
      });
      expect(response.statusCode).toBe(200);
      const run = ExecuteCodeResponseSchema.parse(response.json());
      if (run.success) {
        expect(run.output.trim()).toMatch(/^Hello from /);
        return;
      }
      // Only a missing toolchain may fail a hello world, and then it names what to install.
      expect(language).not.toBe('python');
      expect(run.error).toMatch(/apt-get install|needs/);
      if (process.env.CI === 'true') expect(language).not.toBe('cpp');
    });
  }
});
