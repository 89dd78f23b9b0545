import { GOOGLE_CALLBACK_PATH, type AuthSession, type CalendarFeedLink } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, logIn, signUp } from '../auth-client';
import { buildTestApp, captureLogs, databases, type TestApp } from '../build-test-app';
import { googleSignInClient, signInCodeOf } from '../google-sign-in-client';
import { createMailInbox, verifyAddress } from '../mail-inbox';
import { startFakeOpenAI, type FakeOpenAI } from '../peers/fake-openai';
import { startOidcProvider, type OidcPeer } from '../peers/oidc-provider';

const PUBLIC_BASE_URL = 'http://polymath.test';
const AI_API_KEY = 'sk-polymath-test-0123456789abcdef';

/**
 * Every secret a full round of the product handles — passwords, session tokens, device tokens,
 * Google's authorization code, state and binding cookie, the one-time sign-in code, e-mailed
 * verification and reset tokens, the calendar feed key, the model provider's API key — is
 * collected as it goes, and none may appear anywhere in the log, at its most verbose level.
 */
describe.each(databases)('no secret reaches the log ($kind)', (factory) => {
  let t: TestApp;
  let oidc: OidcPeer;
  let model: FakeOpenAI;
  const logs = captureLogs('trace');
  const inbox = createMailInbox();
  const secrets = new Map<string, string>();
  const keep = (what: string, secret: string | undefined) => {
    if (!secret) throw new Error(`no ${what} to check`);
    secrets.set(what, secret);
    return secret;
  };

  beforeAll(async () => {
    oidc = await startOidcProvider({
      redirectUri: `${PUBLIC_BASE_URL}${GOOGLE_CALLBACK_PATH}`,
      accounts: {
        'google-ada': { email: 'ada@example.org', name: 'Ada', emailVerified: true },
      },
    });
    // The model refuses the key, so its error (with what the SDK reports of the call) is logged.
    model = await startFakeOpenAI({ httpStatus: 401 });
    t = await buildTestApp({
      database: factory,
      env: {
        GOOGLE_OIDC_ISSUER: oidc.issuer,
        GOOGLE_CLIENT_ID: oidc.clientId,
        GOOGLE_CLIENT_SECRET: keep('the Google client secret', oidc.clientSecret),
        PUBLIC_BASE_URL,
        AI_BASE_URL: model.baseUrl,
        AI_API_KEY: keep('the model API key', AI_API_KEY),
        AI_MODEL: 'fake-model',
      },
      logger: logs.logger,
      mail: inbox.sender,
    });
  });
  afterAll(async () => {
    await t.close();
    await oidc.close();
    await model.close();
  });

  it('keeps every secret of sign-up, sign-in, verification, reset, Google and the calendar out of the log', async () => {
    const email = 'ada@example.org';
    const password = keep('the first password', 'first-Passw0rd-ada');
    const registered = await signUp(t.app, { name: 'Ada', email, password });
    keep('the registration session', registered.token);

    const verificationToken = keep(
      'the verification token',
      await inbox.tokenFor(email, '/verify-email'),
    );
    expect(verificationToken).toBeTruthy();
    // The link's holder chooses the password again, and is signed in anew.
    keep('the verification session', (await verifyAddress(t.app, inbox, email, password)).token);

    const signedIn = (await logIn(t.app, { email, password })).json<AuthSession>();
    keep('the sign-in session', signedIn.token);
    const deviceToken = keep('the device token', signedIn.deviceToken);
    // A wrong password from the same browser: the refusal is logged, the password is not.
    keep('a wrong password', 'wrong-Passw0rd-guess');
    await logIn(t.app, { email, password: 'wrong-Passw0rd-guess', deviceToken });
    await t.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(signedIn.token) });

    await t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
    const resetToken = keep('the reset token', await inbox.tokenFor(email, '/reset-password'));
    const newPassword = keep('the new password', 'second-Passw0rd-ada');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token: resetToken, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    keep('the reset session', reset.json<AuthSession>().token);
    // A used link tried again: refused, and the refusal logs no token either.
    await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token: resetToken, password: newPassword },
    });

    const google = googleSignInClient(t.app, oidc);
    const { returned, cookie, landing } = await google.signIn('google-ada');
    keep('the binding cookie', cookie.split('=')[1]);
    keep('the authorization code', returned.searchParams.get('code') ?? undefined);
    keep('the state', returned.searchParams.get('state') ?? undefined);
    const code = keep('the one-time sign-in code', signInCodeOf(landing));
    // The browser then loads the page it was sent to (the fragment stays in the browser).
    await t.app.inject({ method: 'GET', url: `${landing.pathname}${landing.search}` });
    const exchanged = await google.exchange(code, cookie);
    expect(exchanged.statusCode).toBe(200);
    const googleSession = keep('the Google session', exchanged.json<AuthSession>().token);
    // The same code again: refused.
    await google.exchange(code, cookie);

    const link = await t.app.inject({
      method: 'POST',
      url: '/api/productivity/calendar/feed-link',
      headers: bearer(googleSession),
    });
    const feedUrl = new URL(link.json<CalendarFeedLink>().url ?? '');
    keep('the calendar key', feedUrl.searchParams.get('key') ?? undefined);
    await t.app.inject({ method: 'GET', url: `${feedUrl.pathname}${feedUrl.search}` });

    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: bearer(googleSession),
      payload: { message: 'Write me a haiku about autumn.' },
    });
    expect(chat.statusCode).toBeGreaterThanOrEqual(200);
    expect(model.requests.length).toBeGreaterThan(0);

    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(googleSession) });

    const log = logs.text();
    // The log did record the requests that carried them, so an empty log cannot pass.
    expect(log).toContain('/auth/google/callback?');
    expect(log).toContain('calendar.ics?key=[redacted]');
    // The failed answer was logged, as one line with what the model said (no stack).
    expect(log).toContain('"msg":"request refused"');
    for (const [what, secret] of secrets) {
      expect(log.includes(secret), `${what} is in the log`).toBe(false);
    }
  });
});
