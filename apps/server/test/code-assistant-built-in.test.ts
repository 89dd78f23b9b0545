import {
  AiCodeEditResponseSchema,
  ChatEnhancedResponseSchema,
  ErrorBodySchema,
  messageWithCode,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { guest, readUsageLimits } from './usage-client';

function post(app: FastifyInstance, url: string, headers: Record<string, string>, payload: object) {
  return app.inject({ method: 'POST', url, headers, payload });
}

describe.each(databases)('the code assistant with the built-in engine on $kind', (factory) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      env: { GUEST_ADDRESS_MESSAGE_LIMIT: '10000' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('formats JavaScript with Prettier through ai-code-edit, counted as a generation', async () => {
    const headers = guest();
    const response = await post(t.app, '/api/ai-code-edit', headers, {
      currentCode: 'const a=[1,2];function f(x){return x*2}',
      language: 'javascript',
      editRequest: 'format the code',
    });
    expect(response.statusCode).toBe(200);
    const edit = AiCodeEditResponseSchema.parse(response.json());
    expect(edit).toMatchObject({
      success: true,
      editedCode: 'const a = [1, 2];\nfunction f(x) {\n  return x * 2;\n}',
    });
    expect((await readUsageLimits(t.app, { headers })).usage.codeGeneration.used).toBe(1);
  });

  it('says plainly what needs a model, returns no code and counts nothing', async () => {
    const headers = guest();
    const response = await post(t.app, '/api/ai-code-edit', headers, {
      currentCode: 'print(1)\n',
      language: 'python',
      editRequest: 'add error handling',
    });
    const edit = AiCodeEditResponseSchema.parse(response.json());
    if (edit.success) throw new Error('the built-in engine cannot add error handling');
    expect(edit.error).toContain('AI_BASE_URL');
    const formatted = await post(t.app, '/api/ai-code-edit', headers, {
      currentCode: 'const a = 1;\n',
      language: 'javascript',
      editRequest: 'format',
    });
    expect(formatted.json()).toMatchObject({ success: false });
    expect((await readUsageLimits(t.app, { headers })).usage.codeGeneration.used).toBe(0);
  });

  it('answers chat-enhanced with an edit of the carried code, or a starter in the language asked for', async () => {
    const headers = guest();
    const renamed = await post(t.app, '/api/chat-enhanced', headers, {
      message: messageWithCode(
        'rename total to sum',
        'total = 0\nfor n in [1, 2]:\n    total += n\nprint("total", total)\n',
        'python',
      ),
    });
    expect(ChatEnhancedResponseSchema.parse(renamed.json())).toMatchObject({
      isCodeResponse: true,
      language: 'python',
      code: 'sum = 0\nfor n in [1, 2]:\n    sum += n\nprint("total", sum)\n',
    });

    const starter = ChatEnhancedResponseSchema.parse(
      (await post(t.app, '/api/chat-enhanced', headers, { message: 'hello world in Rust' })).json(),
    );
    expect(starter).toMatchObject({ isCodeResponse: true, language: 'rust' });
    expect(starter.code).toContain('println!');

    const other = ChatEnhancedResponseSchema.parse(
      (
        await post(t.app, '/api/chat-enhanced', headers, { message: 'write a chess engine' })
      ).json(),
    );
    expect(other.isCodeResponse).toBe(false);
    expect(other.code).toBeUndefined();
    expect(other.message).toContain('AI_BASE_URL');
    expect((await readUsageLimits(t.app, { headers })).usage.codeGeneration.used).toBe(2);
  });

  it("refuses a guest's fourth generation with LIMIT_REACHED, and never returns its code", async () => {
    const headers = guest();
    for (let request = 1; request <= 3; request++) {
      const response = await post(t.app, '/api/chat-enhanced', headers, {
        message: 'hello world in go',
      });
      expect(response.json()).toMatchObject({ isCodeResponse: true });
    }
    const refused = await post(t.app, '/api/chat-enhanced', headers, {
      message: 'hello world in go',
    });
    expect(refused.statusCode).toBe(429);
    const body = ErrorBodySchema.parse(refused.json());
    expect(body.code).toBe('LIMIT_REACHED');
    expect(body.error).toContain('(3/3 used)');
  });
});
