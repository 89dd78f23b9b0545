import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A chat message as the OpenAI chat completions API receives it. */
export interface FakeOpenAIMessage {
  role: string;
  content: string;
}

/** One request the fake server received. */
export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body (model, messages, stream, ...). */
  body: Record<string, unknown>;
  messages: FakeOpenAIMessage[];
  isStream: boolean;
}

/** How the fake server answers; change it between requests with `setBehaviour`. */
export interface FakeOpenAIBehaviour {
  /** The reply text, or a function of the request (to echo or branch on the question). */
  reply: string | ((request: RecordedRequest) => string);
  /** Delay before each streamed chunk (and before a non-streamed answer). */
  chunkDelayMs: number;
  /** Stream mode: destroy the socket after this many content chunks. */
  failAfterChunks: number | null;
  /** Answer every request with this HTTP status and an OpenAI error body. */
  httpStatus: number | null;
  /** Accept the request and never answer (for timeouts). */
  hang: boolean;
}

/** A running fake OpenAI-compatible server. */
export interface FakeOpenAI {
  /** The base URL to configure as AI_BASE_URL, ending in /v1. */
  baseUrl: string;
  /** Every chat completion request received, oldest first. */
  requests: RecordedRequest[];
  /** The headers of each `GET /v1/models` (the model list), oldest first. */
  modelListHeaders: IncomingMessage['headers'][];
  setBehaviour(change: Partial<FakeOpenAIBehaviour>): void;
  close(): Promise<void>;
}

const DEFAULT_BEHAVIOUR: FakeOpenAIBehaviour = {
  reply: 'Hello from the fake model.',
  chunkDelayMs: 0,
  failAfterChunks: null,
  httpStatus: null,
  hang: false,
};

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value))
    return value.map((part: { text?: unknown }) => textOf(part.text)).join('');
  return '';
}

function readMessages(body: Record<string, unknown>): FakeOpenAIMessage[] {
  const messages = Array.isArray(body.messages) ? (body.messages as unknown[]) : [];
  return messages.map((message) => {
    const { role, content } = message as { role?: unknown; content?: unknown };
    return { role: typeof role === 'string' ? role : '', content: textOf(content) };
  });
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Resolves once the event is handed to the socket, so a later destroy() cannot drop it. */
function writeSse(response: ServerResponse, payload: unknown): Promise<void> {
  return new Promise((resolve) => {
    response.write(`data: ${JSON.stringify(payload)}\n\n`, () => resolve());
  });
}

/** Starts a local HTTP server on 127.0.0.1 that speaks `POST /v1/chat/completions`. */
export async function startFakeOpenAI(
  options: Partial<FakeOpenAIBehaviour> = {},
): Promise<FakeOpenAI> {
  let behaviour: FakeOpenAIBehaviour = { ...DEFAULT_BEHAVIOUR, ...options };
  const requests: RecordedRequest[] = [];
  const modelListHeaders: IncomingMessage['headers'][] = [];
  let completionCount = 0;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method === 'GET' && request.url === '/v1/models') {
      modelListHeaders.push(request.headers);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model' }] }),
      );
      return;
    }
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }),
      );
      return;
    }
    const body = await readBody(request);
    const recorded: RecordedRequest = {
      path: request.url,
      headers: request.headers,
      body,
      messages: readMessages(body),
      isStream: body.stream === true,
    };
    requests.push(recorded);
    const current = behaviour;
    if (current.hang) return;
    if (current.httpStatus !== null) {
      response.writeHead(current.httpStatus, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: { message: 'The fake model failed', type: 'server_error', code: null },
        }),
      );
      return;
    }

    completionCount += 1;
    const id = `chatcmpl-fake-${completionCount}`;
    const created = Math.floor(Date.now() / 1000);
    const model = typeof body.model === 'string' ? body.model : 'fake-model';
    const text = typeof current.reply === 'function' ? current.reply(recorded) : current.reply;
    const words = text.match(/\s*\S+\s*/g) ?? [];
    const usage = {
      prompt_tokens: recorded.messages.length,
      completion_tokens: words.length,
      total_tokens: recorded.messages.length + words.length,
    };

    if (!recorded.isStream) {
      await sleep(current.chunkDelayMs);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [
            { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
          ],
          usage,
        }),
      );
      return;
    }

    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const chunk = (delta: Record<string, unknown>, finishReason: string | null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    });
    await writeSse(response, chunk({ role: 'assistant', content: '' }, null));
    for (const [index, word] of words.entries()) {
      if (current.failAfterChunks !== null && index >= current.failAfterChunks) {
        response.destroy();
        return;
      }
      await sleep(current.chunkDelayMs);
      if (response.destroyed) return;
      await writeSse(response, chunk({ content: word }, null));
    }
    await writeSse(response, chunk({}, 'stop'));
    await writeSse(response, {
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [],
      usage,
    });
    response.end('data: [DONE]\n\n');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: String(error), type: 'server_error' } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    modelListHeaders,
    setBehaviour(change) {
      behaviour = { ...behaviour, ...change };
    },
    async close() {
      // Hanging requests would keep close() waiting forever.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
