// Apart from the client so that the auth module can recognise it without loading openid-client.

/** The provider could not be reached or discovered (the sign-in cannot even start). */
export class OidcUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the OpenID Connect provider could not be discovered', { cause });
    this.name = 'OidcUnavailableError';
  }
}
