import {
  AiCodeEditResponseSchema,
  ChatEnhancedResponseSchema,
  ErrorBodySchema,
  messageWithCode,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { type FakeOpenAI, type RecordedRequest, startFakeOpenAI } from './peers/fake-openai';
import { guest, readUsageLimits } from './usage-client';

function post(app: FastifyInstance, url: string, headers: Record<string, string>, payload: object) {
  return app.inject({ method: 'POST', url, headers, payload });
}

function conversationOf(request: RecordedRequest): { role: string; content: string }[] {
  return request.body.messages as { role: string; content: string }[];
}

const SORTED = 'Here you go:\n\n```python\nprint(sorted([3, 1, 2]))\n```\n\nIt prints [1, 2, 3].';

describe('the code assistant with a connected model', () => {
  let fake: FakeOpenAI;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: SORTED });
    t = await buildTestApp({
      env: {
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'fake-model',
        AI_TIMEOUT_MS: '5000',
        GUEST_ADDRESS_MESSAGE_LIMIT: '10000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => {
    fake.requests.length = 0;
    fake.setBehaviour({ reply: SORTED, httpStatus: null, hang: false });
  });

  it("answers chat-enhanced with the model's fenced code and its words, and counts a generation", async () => {
    const headers = guest();
    const message = messageWithCode('Sort the list', 'print([3, 1, 2])\n', 'python');
    const response = await post(t.app, '/api/chat-enhanced', headers, {
      message,
      conversationHistory: [
        { role: 'user', content: 'Make a list' },
        { role: 'assistant', content: 'print([3, 1, 2])' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(ChatEnhancedResponseSchema.parse(response.json())).toEqual({
      message: 'Here you go:\n\nIt prints [1, 2, 3].',
      code: 'print(sorted([3, 1, 2]))\n',
      language: 'python',
      isCodeResponse: true,
    });
    const sent = conversationOf(fake.requests[0]!);
    expect(sent.map((entry) => entry.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent.at(-1)?.content).toBe(message);
    expect((await readUsageLimits(t.app, { headers })).usage.codeGeneration.used).toBe(1);
  });

  it('answers a question without code as a message only', async () => {
    fake.setBehaviour({ reply: 'A list comprehension builds a list from a loop.' });
    const response = await post(t.app, '/api/chat-enhanced', guest(), {
      message: 'What is a list comprehension?',
    });
    expect(response.json()).toEqual({
      message: 'A list comprehension builds a list from a loop.',
      isCodeResponse: false,
    });
  });

  it('edits code with the whole program the model answers, and refuses an answer without one', async () => {
    const headers = guest();
    fake.setBehaviour({ reply: '```js\nconst total = 1;\n```\nRenamed the variable.' });
    const edited = await post(t.app, '/api/ai-code-edit', headers, {
      currentCode: 'const sum = 1;\n',
      language: 'javascript',
      editRequest: 'rename sum to total',
    });
    expect(AiCodeEditResponseSchema.parse(edited.json())).toEqual({
      success: true,
      editedCode: 'const total = 1;\n',
      explanation: 'Renamed the variable.',
    });
    const prompt = conversationOf(fake.requests[0]!).at(-1)?.content ?? '';
    expect(prompt).toContain('rename sum to total');
    expect(prompt).toContain('```javascript\nconst sum = 1;\n\n```');

    // Words, even indented as Markdown reads code, are not applied as the program.
    fake.setBehaviour({
      reply:
        'Renamed it:\n\n    const total = 1; is what the line now says, with the old name gone.',
    });
    const wordsOnly = await post(t.app, '/api/ai-code-edit', headers, {
      currentCode: 'const sum = 1;\n',
      language: 'javascript',
      editRequest: 'rename sum to total',
    });
    expect(wordsOnly.json()).toEqual({
      success: false,
      error: "The model's reply had no code to apply",
    });

    fake.setBehaviour({ reply: '```js\nconst sum = 1;\n```' });
    const unchanged = await post(t.app, '/api/ai-code-edit', headers, {
      currentCode: 'const sum = 1;\n',
      language: 'javascript',
      editRequest: 'make it better',
    });
    expect(unchanged.json()).toEqual({
      success: false,
      error: 'The model returned the code unchanged.',
    });
  });

  it('answers 503 with a clear message when the model fails, never its details', async () => {
    fake.setBehaviour({ httpStatus: 500 });
    const response = await post(t.app, '/api/chat-enhanced', guest(), { message: 'hello world' });
    expect(response.statusCode).toBe(503);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.error).toBe(
      'The assistant could not answer just now. Please try again in a moment.',
    );
  });

  it("refuses a guest's fourth generation with LIMIT_REACHED '3/3 used'", async () => {
    const headers = guest();
    for (let request = 1; request <= 3; request++) {
      const response = await post(t.app, '/api/chat-enhanced', headers, { message: 'sort it' });
      expect(response.statusCode).toBe(200);
    }
    const refused = await post(t.app, '/api/ai-code-edit', headers, {
      currentCode: 'x = 1',
      language: 'python',
      editRequest: 'rename x to y',
    });
    expect(refused.statusCode).toBe(429);
    const body = ErrorBodySchema.parse(refused.json());
    expect(body.code).toBe('LIMIT_REACHED');
    expect(body.error).toContain('(3/3 used)');
    // Refused before the model was asked: the fourth request cost nothing.
    expect(fake.requests).toHaveLength(3);
  });

  it('refuses invalid requests with 400', async () => {
    const blank = await post(t.app, '/api/ai-code-edit', guest(), {
      currentCode: 'x',
      language: 'python',
      editRequest: '   ',
    });
    expect(blank.statusCode).toBe(400);
    const language = await post(t.app, '/api/ai-code-edit', guest(), {
      currentCode: 'x',
      language: 'cobol',
      editRequest: 'format',
    });
    expect(language.statusCode).toBe(400);
    const empty = await post(t.app, '/api/chat-enhanced', guest(), { message: ' \n ' });
    expect(empty.statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});
