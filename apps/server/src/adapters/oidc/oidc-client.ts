import * as client from 'openid-client';
import { OidcUnavailableError } from './oidc-unavailable-error';

export { OidcUnavailableError };

/**
 * A relying party for one OpenID Connect provider (Google in production, a local oidc-provider in
 * tests): the authorization-code flow with PKCE, state and nonce, then the identity from the
 * ID token and the userinfo endpoint.
 */

/** What a sign-in proved about the person. */
export interface OidcIdentity {
  /** The provider's stable id for the account (`sub`). */
  subject: string;
  email: string | undefined;
  /** Whether the provider vouches that the person owns `email`. */
  emailVerified: boolean;
  name: string | undefined;
}

/** A started sign-in: where to send the browser, and the secrets the callback must check. */
export interface OidcAuthorization {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Each request to the provider (discovery, token, userinfo) is abandoned after this long. */
  timeoutSeconds: number;
}

export interface OidcClient {
  /** Starts a sign-in; throws OidcUnavailableError when discovery fails. */
  createAuthorization(redirectUri: string): Promise<OidcAuthorization>;
  /**
   * Finishes a sign-in from the URL the provider sent the browser back to: checks state, PKCE and
   * nonce, exchanges the code and reads the identity. Throws on any mismatch or provider error.
   */
  completeAuthorization(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<OidcIdentity>;
}

const SCOPE = 'openid email profile';

export function createOidcClient(options: OidcClientOptions): OidcClient {
  let configuration: Promise<client.Configuration> | undefined;

  function discover(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, {
        timeout: options.timeoutSeconds,
        // Plain http is only ever allowed for an http:// issuer the operator configured
        // (a provider on the local network or in tests); Google's issuer is https.
        ...(new URL(options.issuer).protocol === 'http:'
          ? { execute: [client.allowInsecureRequests] }
          : {}),
      })
      .catch((error: unknown) => {
        // Not cached: the next sign-in tries again once the provider is back.
        configuration = undefined;
        throw new OidcUnavailableError(error);
      });
    return configuration;
  }

  return {
    async createAuthorization(redirectUri) {
      const config = await discover();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state, nonce, codeVerifier };
    },

    async completeAuthorization(callbackUrl, expected) {
      const config = await discover();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      // Providers put e-mail and name in the ID token or only in userinfo (oidc-provider does the latter).
      const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      const email = stringClaim(userinfo.email) ?? stringClaim(claims.email);
      const emailVerified = userinfo.email_verified ?? claims.email_verified;
      return {
        subject: claims.sub,
        email,
        emailVerified: emailVerified === true,
        name: stringClaim(userinfo.name) ?? stringClaim(claims.name),
      };
    },
  };
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
