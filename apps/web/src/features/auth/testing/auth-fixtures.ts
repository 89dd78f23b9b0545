import {
  ADS,
  PRODUCT_NAME,
  UserSchema,
  type ErrorCode,
  type PublicConfigResponse,
  type User,
} from '@polymath/shared';

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

/** GET /api/config's answer, from a server that mails its links or from one that does not. */
export function publicConfigResponse({ sendsMail }: { sendsMail: boolean }): Response {
  const config: PublicConfigResponse = {
    productName: PRODUCT_NAME,
    version: '1.0.0',
    supportEmail: 'help@example.org',
    sendsMail,
    ads: {
      publisherId: null,
      slotId: null,
      scriptUrl: ADS.defaultScriptUrl,
      popupDelayMs: ADS.popupDelayDefaultMs,
    },
  };
  return Response.json(config);
}
