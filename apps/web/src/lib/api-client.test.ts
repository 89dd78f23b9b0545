import {
  afterEach,
  beforeEach,
  describe,
  expect,
  expectTypeOf,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { z } from 'zod';
import { ANONYMOUS_ID_HEADER, STORAGE_KEYS, defineContract } from '@polymath/shared';
import { UNEXPECTED_RESPONSE_MESSAGE, apiClient, createApiClient } from './api-client';

const NoteSchema = z.object({
  id: z.string(),
  title: z.string(),
  starred: z.boolean().default(false),
});

const getNoteContract = defineContract({
  method: 'GET',
  path: '/api/notes/:noteId/versions/:version',
  summary: 'test: one note',
  params: z.object({ noteId: z.string(), version: z.number() }),
  query: z.object({
    tags: z.array(z.string()).optional(),
    since: z.date().optional(),
    q: z.string().optional(),
  }),
  response: NoteSchema,
});

const createNoteContract = defineContract({
  method: 'POST',
  path: '/api/notes',
  summary: 'test: create a note',
  body: z.object({ title: z.string() }),
  response: NoteSchema,
});

const listNotesContract = defineContract({
  method: 'GET',
  path: '/api/notes',
  summary: 'test: list notes',
  response: z.object({ notes: z.array(NoteSchema) }),
});

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function mockFetch(response: Response | (() => Promise<Response>)) {
  return vi.fn<typeof fetch>(
    typeof response === 'function' ? response : () => Promise.resolve(response),
  );
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function requestOf(fetchMock: ReturnType<typeof mockFetch>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index]!;
  return { url: urlOf(url), init: init!, headers: new Headers(init!.headers) };
}

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiClient.call', () => {
  it('returns the body parsed by the contract response schema', async () => {
    const fetchMock = mockFetch(jsonResponse({ notes: [{ id: 'n1', title: 'Atoms', extra: 1 }] }));
    const client = createApiClient({ fetch: fetchMock });

    const result = await client.call(listNotesContract);

    if (result.ok) expectTypeOf(result.data.notes[0]!.starred).toEqualTypeOf<boolean>();
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { notes: [{ id: 'n1', title: 'Atoms', starred: false }] },
    });
    expect(requestOf(fetchMock).init.method).toBe('GET');
  });

  it('substitutes encoded path params and builds the query string', async () => {
    const fetchMock = mockFetch(jsonResponse({ id: 'a/b', title: 't' }));
    const client = createApiClient({ fetch: fetchMock, baseUrl: 'http://api.test' });
    const since = new Date('2026-01-02T03:04:05.000Z');

    await client.call(getNoteContract, {
      params: { noteId: 'a/b c', version: 2 },
      query: { tags: ['x', 'y z'], since, q: undefined },
    });

    const url = new URL(requestOf(fetchMock).url);
    expect(url.origin + url.pathname).toBe('http://api.test/api/notes/a%2Fb%20c/versions/2');
    expect(url.searchParams.getAll('tags')).toEqual(['x', 'y z']);
    expect(url.searchParams.get('since')).toBe(since.toISOString());
    expect(url.searchParams.has('q')).toBe(false);
  });

  it('sends the body as JSON with its content type', async () => {
    const fetchMock = mockFetch(jsonResponse({ id: 'n2', title: 'Cells' }, 201));
    const client = createApiClient({ fetch: fetchMock });

    const result = await client.call(createNoteContract, { body: { title: 'Cells' } });

    const { init, headers } = requestOf(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"title":"Cells"}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(result).toMatchObject({ ok: true, status: 201, data: { id: 'n2', starred: false } });
  });

  it('passes a FormData body through without a JSON content type', async () => {
    const fetchMock = mockFetch(jsonResponse({ id: 'n3', title: 'Upload' }));
    const client = createApiClient({ fetch: fetchMock });
    const form = new FormData();
    form.append('title', 'Upload');

    // Multipart bodies are typed by their own contracts; this one only needs to reach fetch.
    await client.call(createNoteContract, { body: form as unknown as { title: string } });

    const { init, headers } = requestOf(fetchMock);
    expect(init.body).toBe(form);
    expect(headers.has('content-type')).toBe(false);
  });

  it('parses an error body into message, code and issues', async () => {
    const issues = [{ path: ['title'], message: 'Required' }];
    const fetchMock = mockFetch(
      jsonResponse({ success: false, error: 'Title is required', code: 'VALIDATION', issues }, 400),
    );
    const client = createApiClient({ fetch: fetchMock });

    const result = await client.call(createNoteContract, { body: { title: '' } });

    expect(result).toEqual({
      ok: false,
      status: 400,
      error: { message: 'Title is required', code: 'VALIDATION', issues },
    });
  });

  it('turns a non-JSON error body into a message naming the status', async () => {
    const fetchMock = mockFetch(
      new Response('<html>upstream down</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const client = createApiClient({ fetch: fetchMock });

    const result = await client.call(listNotesContract);

    expect(result).toEqual({
      ok: false,
      status: 502,
      error: { message: 'Request failed with status 502 (Bad Gateway)' },
    });
  });

  it('reports a 2xx body that breaks the response schema as an unexpected response', async () => {
    const fetchMock = mockFetch(jsonResponse({ notes: 'not a list' }));
    const client = createApiClient({ fetch: fetchMock });

    const result = await client.call(listNotesContract);

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(200);
    expect(result.error).toMatchObject({ message: UNEXPECTED_RESPONSE_MESSAGE, code: 'INTERNAL' });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('returns status 0 and warns when the network fails', async () => {
    const networkError = new TypeError('Failed to fetch');
    const fetchMock = mockFetch(() => Promise.reject(networkError));
    const client = createApiClient({ fetch: fetchMock });

    const result = await client.call(listNotesContract);

    expect(result).toEqual({
      ok: false,
      status: 0,
      error: { message: 'Could not reach the server: Failed to fetch', cause: networkError },
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toContain(networkError);
  });

  it('never throws, even when fetch throws synchronously', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => {
      throw new Error('fetch is broken');
    });
    const client = createApiClient({ fetch: fetchMock });

    const result = await client.call(listNotesContract);

    expect(result).toMatchObject({ ok: false, status: 0 });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('never throws when a path parameter is missing at run time', async () => {
    const fetchMock = mockFetch(jsonResponse({}));
    const client = createApiClient({ fetch: fetchMock });

    // @ts-expect-error the contract requires both params; the type check is the first line of defence
    const result = await client.call(getNoteContract, { params: { version: 1 } });

    expect(result).toMatchObject({ ok: false, status: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives up after the timeout with status 0', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const client = createApiClient({ fetch: fetchMock, timeoutMs: 20 });

    const result = await client.call(listNotesContract);

    expect(result).toMatchObject({
      ok: false,
      status: 0,
      error: { message: 'The server did not answer within 0.02 s' },
    });
  });

  it('resolves as cancelled when the caller aborts', async () => {
    const controller = new AbortController();
    const fetchMock = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const client = createApiClient({ fetch: fetchMock });

    const pending = client.call(listNotesContract, undefined, { signal: controller.signal });
    controller.abort();

    expect(await pending).toMatchObject({
      status: 0,
      error: { message: 'The request was cancelled' },
    });
    // Leaving a page cancels its requests: nothing failed, so nothing is logged.
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends the bearer token when one is stored, and always the anonymous id', async () => {
    const fetchMock = mockFetch(() => Promise.resolve(jsonResponse({ notes: [] })));
    vi.stubGlobal('fetch', fetchMock);

    await apiClient.call(listNotesContract);
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-123');
    await apiClient.call(listNotesContract);

    const guest = requestOf(fetchMock, 0).headers;
    const signedIn = requestOf(fetchMock, 1).headers;
    expect(guest.has('authorization')).toBe(false);
    expect(guest.get(ANONYMOUS_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(signedIn.get('authorization')).toBe('Bearer token-123');
    expect(signedIn.get(ANONYMOUS_ID_HEADER)).toBe(guest.get(ANONYMOUS_ID_HEADER));
  });
});
