import { vi } from 'vitest';

/** One request the stubbed server saw. */
export interface StubbedRequest {
  method: string;
  path: string;
  /** The query string with its `?`, or ''. */
  search: string;
  authorization: string | null;
  body: unknown;
}

export type StubHandler = (request: StubbedRequest) => Response | Promise<Response>;

/**
 * Replaces fetch (stubbed by the test setup) with a tiny server: `routes` maps 'METHOD /path' to a
 * handler; anything else answers 404 in the API's error shape. Returns the requests seen, in order.
 */
export function stubApiServer(routes: Record<string, StubHandler>): StubbedRequest[] {
  const seen: StubbedRequest[] = [];
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const request: StubbedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      authorization: new Headers(init?.headers).get('Authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    if (handler) return handler(request);
    return Response.json(
      { success: false, error: 'Not found', code: 'NOT_FOUND' },
      { status: 404 },
    );
  });
  return seen;
}
