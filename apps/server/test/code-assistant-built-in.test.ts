import {
  AiCodeEditResponseSchema,
  ChatEnhancedResponseSchema,
  ErrorBodySchema,
  LIMITS,
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

  it('formats JavaScript with Prettier through ai-code-edit, free of the generation allowance', async () => {
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
    expect((await readUsageLimits(t.app, { headers })).usage.codeGeneration.used).toBe(0);
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
    // Only the starter was a program written for the user; the rename changed the user's code.
    expect((await readUsageLimits(t.app, { headers })).usage.codeGeneration.used).toBe(1);
  });

  it('leaves the allowance untouched for the built-in edits, and keeps them working once it is used up', async () => {
    const headers = guest();
    const edits = [
      { request: 'format the code', code: 'let a=[1,2]\n', edited: 'let a = [1, 2];\n' },
      { request: 'rename a to b', code: 'let a = [1, 2];\n', edited: 'let b = [1, 2];\n' },
      { request: 'remove all comments', code: 'let b = 1; // one\n', edited: 'let b = 1;\n' },
    ];
    const editAll = async () => {
      for (const { request, code, edited } of edits) {
        const response = await post(t.app, '/api/ai-code-edit', headers, {
          currentCode: code,
          language: 'javascript',
          editRequest: request,
        });
        expect(response.statusCode, request).toBe(200);
        expect(AiCodeEditResponseSchema.parse(response.json())).toMatchObject({
          success: true,
          editedCode: edited,
        });
      }
      const varToLet = await post(t.app, '/api/chat-enhanced', headers, {
        message: messageWithCode('convert var to let', 'var n = 1;\nn += 1;\n', 'javascript'),
      });
      expect(ChatEnhancedResponseSchema.parse(varToLet.json())).toMatchObject({
        isCodeResponse: true,
        code: 'let n = 1;\nn += 1;\n',
      });
    };
    await editAll();
    expect((await readUsageLimits(t.app, { headers })).usage.codeGeneration.used).toBe(0);

    for (let request = 1; request <= LIMITS.free.codeGeneration; request++) {
      const starter = await post(t.app, '/api/chat-enhanced', headers, {
        message: 'hello world in python',
      });
      expect(starter.statusCode).toBe(200);
    }
    await editAll();
    const usage = (await readUsageLimits(t.app, { headers })).usage.codeGeneration;
    expect(usage).toEqual({ used: LIMITS.free.codeGeneration, limit: LIMITS.free.codeGeneration });
    // A new program is a generation: refused at the limit, with the limit's words.
    const refused = await post(t.app, '/api/ai-code-edit', headers, {
      currentCode: '',
      language: 'go',
      editRequest: 'hello world',
    });
    expect(refused.statusCode).toBe(429);
    expect(ErrorBodySchema.parse(refused.json())).toMatchObject({ code: 'LIMIT_REACHED' });
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
