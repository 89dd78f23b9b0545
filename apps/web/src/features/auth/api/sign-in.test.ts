import { describe, expect, it } from 'vitest';
import { buildUser, errorResponse, stubAuthServer } from '../testing/auth-fixtures';
import { deviceTokenFor } from '../stores/sign-in-devices';
import { signIn } from './sign-in';
import { signUp } from './sign-up';

const session = (deviceToken: string) =>
  Response.json({ success: true, token: 'token-1', user: buildUser(), deviceToken });

describe('the device token of sign-in', () => {
  it('keeps the token a sign-up gives and sends it with the next sign-in to that account', async () => {
    const seen = stubAuthServer({
      'POST /auth/register': () => session('device-1'),
      'POST /auth/login': () => session('device-1'),
    });
    await signUp({ name: 'Ada', email: 'Ada@Example.org', password: 'engine42' });
    expect(deviceTokenFor('ada@example.org')).toBe('device-1');

    await signIn({ email: ' ada@example.org ', password: 'engine42' });
    expect(seen.at(-1)?.body).toEqual({
      email: ' ada@example.org ',
      password: 'engine42',
      deviceToken: 'device-1',
    });
  });

  it('sends no token for an account that never signed in here, and keeps the one it gets', async () => {
    const seen = stubAuthServer({ 'POST /auth/login': () => session('device-2') });
    await signIn({ email: 'alan@example.org', password: 'enigma39' });
    expect(seen[0]?.body).toEqual({ email: 'alan@example.org', password: 'enigma39' });
    expect(deviceTokenFor('alan@example.org')).toBe('device-2');
    expect(deviceTokenFor('ada@example.org')).toBeUndefined();
  });

  it('keeps nothing from a refused sign-in', async () => {
    stubAuthServer({
      'POST /auth/login': () => errorResponse(401, 'UNAUTHENTICATED', 'Invalid email or password'),
    });
    await expect(signIn({ email: 'eve@example.org', password: 'guess' })).rejects.toThrow();
    expect(deviceTokenFor('eve@example.org')).toBeUndefined();
  });
});
