import { vi } from 'vitest';
import { UserSchema, type ErrorCode, type User } from '@polymath/shared';

/** A signed-in user as the server sends it. */
export function buildUser(overrides: Partial<User> = {}): User {
  return UserSchema.parse({
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    emailVerified: false,
    ...overrides,
  });
}

/** One request the stubbed server saw. */
export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

/**
 * Replaces fetch with a tiny server: `routes` maps 'METHOD /path' to a handler; anything else
 * answers 404 in the API's error shape. Returns the requests seen, in order.
 */
export function stubAuthServer(routes: Record<string, Handler>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const headers = new Headers(init?.headers);
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      authorization: headers.get('Authorization'),
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

/** An answer in the API's error shape. */
export function errorResponse(status: number, code: ErrorCode, error: string): Response {
  return Response.json({ success: false, error, code }, { status });
}

/** What fetch does when the server cannot be reached. */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}
