import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OidcPeer } from './peers/oidc-provider';

/** The cookie binding a Google sign-in to the browser that started it. */
export const BINDING_COOKIE = 'polymath_google_sign_in';

/** Google sign-in as a browser goes through it, over app.inject, for the auth suites. */
export interface GoogleSignInClient {
  /** GET /auth/google: the provider's URL and the binding cookie (`name=value`). */
  start(): Promise<{ location: string; cookie: string }>;
  /** The browser arriving back at the callback: the response, and where it is sent next. */
  callback(
    callbackUrl: URL,
    cookie: string | undefined,
  ): Promise<{ landing: URL; cacheControl: string | undefined; statusCode: number }>;
  /** The whole sign-in as the provider's `accountId`: the callback URL, the cookie, the landing. */
  signIn(accountId: string): Promise<{ returned: URL; cookie: string; landing: URL }>;
  /** POST /auth/google/exchange as the app does, with whatever cookie the browser has. */
  exchange(code: string, cookie: string | undefined): Promise<LightMyRequestResponse>;
}

/** The one-time code in the fragment of the callback's redirect to `/`. */
export function signInCodeOf(landing: URL): string {
  const code = new URLSearchParams(landing.hash.slice(1)).get('signInCode');
  if (!code) throw new Error(`no sign-in code in ${landing.href}`);
  return code;
}

export function googleSignInClient(app: FastifyInstance, peer: OidcPeer): GoogleSignInClient {
  const client: GoogleSignInClient = {
    async start() {
      const response = await app.inject({ method: 'GET', url: '/auth/google' });
      if (response.statusCode !== 302) throw new Error(`start answered ${response.statusCode}`);
      const cookie = response.cookies.find((c) => c.name === BINDING_COOKIE);
      if (!cookie) throw new Error('no binding cookie');
      return {
        location: String(response.headers.location),
        cookie: `${BINDING_COOKIE}=${cookie.value}`,
      };
    },
    async callback(callbackUrl, cookie) {
      const response = await app.inject({
        method: 'GET',
        url: `${callbackUrl.pathname}${callbackUrl.search}`,
        headers: cookie ? { cookie } : {},
      });
      return {
        landing: new URL(String(response.headers.location), 'http://polymath.test'),
        cacheControl: response.headers['cache-control'],
        statusCode: response.statusCode,
      };
    },
    async signIn(accountId) {
      const { location, cookie } = await client.start();
      const returned = await peer.signIn(location, accountId);
      const { landing } = await client.callback(returned, cookie);
      return { returned, cookie, landing };
    },
    exchange(code, cookie) {
      return app.inject({
        method: 'POST',
        url: '/auth/google/exchange',
        headers: cookie ? { cookie } : {},
        payload: { code },
      });
    },
  };
  return client;
}
