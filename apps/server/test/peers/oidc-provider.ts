import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect server for tests (the oidc-provider package) on 127.0.0.1, standing in for
 * Google. It knows one confidential client and the accounts the test gives it, and requires PKCE.
 * `signIn` walks its built-in login and consent pages with fetch, as a person's browser would.
 */

export interface OidcAccount {
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface OidcPeer {
  /** The issuer URL (GOOGLE_OIDC_ISSUER). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Seconds an authorization code stays valid (60 unless a test shortens it). */
  authorizationCodeTtlSeconds: number;
  /**
   * Follows an authorization URL through login (as `accountId`) and consent, and returns the URL
   * the provider redirects the browser back to (the callback with `code` and `state`).
   */
  signIn(authorizationUrl: string, accountId: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startOidcProvider(options: {
  redirectUri: string;
  accounts: Record<string, OidcAccount>;
}): Promise<OidcPeer> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'polymath-test';
  const clientSecret = 'polymath-test-secret';

  const peer = {
    issuer,
    clientId,
    clientSecret,
    authorizationCodeTtlSeconds: 60,
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: ['oidc-peer-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    ttl: {
      AuthorizationCode: () => peer.authorizationCodeTtlSeconds,
      AccessToken: 600,
      IdToken: 600,
      Grant: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx, sub) => {
      const account = options.accounts[sub];
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
  });
  const handle = provider.callback();
  server.on('request', (request, response) => {
    void handle(request, response);
  });

  return Object.assign(peer, {
    signIn: (authorizationUrl: string, accountId: string) =>
      walkInteractions(new URL(authorizationUrl), accountId, options.redirectUri),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  });
}

/** Redirect-by-redirect, with a cookie jar, answering the login and consent pages it meets. */
async function walkInteractions(start: URL, accountId: string, redirectUri: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    return response;
  };

  let url = start;
  for (let step = 0; step < 12; step += 1) {
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return url;
      continue;
    }
    // A page: the login form or the consent form, each posting its `prompt` back to itself.
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!prompt)
      throw new Error(`unexpected page from the provider at ${url.href}: ${page.slice(0, 200)}`);
    const form = new URLSearchParams({ prompt, login: accountId, password: 'any' });
    const submitted = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const next = submitted.headers.get('location');
    if (!next)
      throw new Error(`the provider did not accept the ${prompt} form (${submitted.status})`);
    url = new URL(next, url);
  }
  throw new Error('the provider never redirected back to the client');
}
