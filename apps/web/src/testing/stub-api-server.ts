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

/** The `:name` segments of a route like 'PATCH /api/tasks/:id', as the request filled them in. */
export type StubParams = Record<string, string>;

export type StubHandler = (
  request: StubbedRequest,
  params: StubParams,
) => Response | Promise<Response>;

/** The handler of the first route whose `:name` segments match the request, with their values. */
function matchRoute(
  routes: Record<string, StubHandler>,
  method: string,
  path: string,
): { handler: StubHandler; params: StubParams } | undefined {
  const segments = path.split('/');
  for (const [route, handler] of Object.entries(routes)) {
    const [routeMethod, routePath = ''] = route.split(' ');
    const routeSegments = routePath.split('/');
    if (routeMethod !== method || routeSegments.length !== segments.length) continue;
    const params: StubParams = {};
    const isMatch = routeSegments.every((segment, index) => {
      const value = segments[index] ?? '';
      if (!segment.startsWith(':')) return segment === value;
      params[segment.slice(1)] = decodeURIComponent(value);
      return value !== '';
    });
    if (isMatch) return { handler, params };
  }
  return undefined;
}

/**
 * Replaces fetch (stubbed by the test setup) with a tiny server: `routes` maps 'METHOD /path' to a
 * handler (a path may have `:name` segments, handed to the handler as params; an exact path wins);
 * anything else answers 404 in the API's error shape. Returns the requests seen, in order.
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
    if (handler) return handler(request, {});
    const matched = matchRoute(routes, request.method, request.path);
    if (matched) return matched.handler(request, matched.params);
    return Response.json(
      { success: false, error: 'Not found', code: 'NOT_FOUND' },
      { status: 404 },
    );
  });
  return seen;
}
