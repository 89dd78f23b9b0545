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

export { stubApiServer as stubAuthServer } from '@/testing/stub-api-server';
export type { StubbedRequest as SeenRequest } from '@/testing/stub-api-server';

/** An answer in the API's error shape. */
export function errorResponse(status: number, code: ErrorCode, error: string): Response {
  return Response.json({ success: false, error, code }, { status });
}

/** What fetch does when the server cannot be reached. */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}
