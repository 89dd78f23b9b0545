import { vi } from 'vitest';

/** A request the mocked server received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: ReceivedRequest) => Response | Promise<Response>;

/**
 * Replaces fetch with a server answering the chat's calls: each route (`POST /api/chat/stream`,
 * `GET /api/chat/replies/:id` as `GET /api/chat/replies`, ...) by its handler, others with 404.
 */
export function mockChatServer(routes: Record<string, Handler>) {
  const received: ReceivedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path: url.pathname, body };
    received.push(request);
    // The longest matching route wins: /api/chat/stream/:id/stop over /api/chat/stream.
    const routeKeys = Object.keys(routes).sort((a, b) => b.length - a.length);
    const key = routeKeys.find((route) => {
      const [routeMethod, routePath] = route.split(' ');
      return (
        routeMethod === method && routePath !== undefined && url.pathname.startsWith(routePath)
      );
    });
    const handler = key === undefined ? undefined : routes[key];
    if (handler === undefined) {
      return Response.json(
        { success: false, error: 'Not found', code: 'NOT_FOUND' },
        { status: 404 },
      );
    }
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { received, fetchMock };
}

/** The body of the last streamed chat request. */
export function lastStreamRequest(received: readonly ReceivedRequest[]) {
  return received.filter((request) => request.path === '/api/chat/stream').at(-1)?.body as
    | {
        requestId: string;
        message: string;
        conversationHistory: unknown[];
        regenerate: boolean;
        conversationId?: string;
      }
    | undefined;
}
