import { describe, expect, it } from 'vitest';
import { redactSecrets } from './log-redaction';

/** A log line as pino writes it. */
const line = (fields: Record<string, unknown>) => JSON.stringify({ level: 30, ...fields });

describe('redactSecrets', () => {
  it('hides the values of secret query and fragment parameters, whatever their place or case', () => {
    expect(redactSecrets(line({ url: '/api/productivity/calendar.ics?key=s3cr3t' }))).toBe(
      line({ url: '/api/productivity/calendar.ics?key=[redacted]' }),
    );
    expect(redactSecrets('/feed?a=1&KEY=s3cr3t&b=2')).toBe('/feed?a=1&KEY=[redacted]&b=2');
    expect(redactSecrets('/feed?%6Bey=s3cr3t')).toBe('/feed?%6Bey=[redacted]');
    expect(redactSecrets('/?token=abc&token=def')).toBe('/?token=[redacted]&token=[redacted]');
    expect(redactSecrets('/auth/google/callback?code=c0de&state=st4te&iss=http%3A%2F%2Fidp')).toBe(
      '/auth/google/callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fidp',
    );
    expect(redactSecrets('Location: /#signInCode=abcdef')).toBe(
      'Location: /#signInCode=[redacted]',
    );
    expect(redactSecrets('https://api.example/v1?api_key=sk-123')).toBe(
      'https://api.example/v1?api_key=[redacted]',
    );
  });

  it('leaves other parameters and words alone', () => {
    const harmless = '/api/notes?q=keys&limit=5&tokens=3&codename=x /api/health token code';
    expect(redactSecrets(harmless)).toBe(harmless);
    expect(redactSecrets('/feed?%E0%A4%A=1')).toBe('/feed?%E0%A4%A=1');
  });

  it('hides secret properties at any depth, as strings or lists', () => {
    const logged = line({
      req: {
        headers: { authorization: 'Bearer abcdefgh123', cookie: 'a=b', 'X-Device-Token': 'd' },
      },
      res: { headers: { 'set-cookie': ['polymath_google_sign_in=xyz; Path=/', 'other=1'] } },
      body: { email: 'ada@example.org', password: 'pa"ss', deviceToken: 'dev' },
      session: { token: 'tok', user: { name: 'Ada' } },
      code: 'UNAUTHENTICATED',
    });
    const redacted = redactSecrets(logged);
    for (const secret of ['abcdefgh123', 'a=b', '"d"', 'xyz', 'pa\\"ss', '"dev"', '"tok"']) {
      expect(redacted).not.toContain(secret);
    }
    expect(JSON.parse(redacted)).toMatchObject({
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]' } },
      res: { headers: { 'set-cookie': '[redacted]' } },
      body: { email: 'ada@example.org', password: '[redacted]', deviceToken: '[redacted]' },
      session: { token: '[redacted]', user: { name: 'Ada' } },
      // An error code is not a secret.
      code: 'UNAUTHENTICATED',
    });
  });

  it('hides secrets inside messages and stacks: escaped JSON, bearer credentials, URL passwords', () => {
    const message = line({
      err: {
        message: 'request failed: {"token":"t0k3n","name":"x"} with Bearer abcdefgh123',
        stack: 'Error: connect smtp://mailer:hunter2@mail.example:587 refused',
      },
    });
    const redacted = redactSecrets(message);
    expect(redacted).not.toContain('t0k3n');
    expect(redacted).not.toContain('abcdefgh123');
    expect(redacted).not.toContain('hunter2');
    expect(JSON.parse(redacted)).toEqual({
      level: 30,
      err: {
        message: 'request failed: {"token":"[redacted]","name":"x"} with Bearer [redacted]',
        stack: 'Error: connect smtp://mailer:[redacted]@mail.example:587 refused',
      },
    });
  });

  it('finds each kind of secret in a line that holds nothing else to give it away', () => {
    // Lines without `=`, `@` or a secret's name skip the rules; each of these must not.
    const properties = [
      'apiKey',
      'x-api-key',
      'Authorization',
      'clientSecret',
      'code_verifier',
      'codeVerifier',
      'Cookie',
      'set-cookie',
      'currentPassword',
      'newPassword',
      'deviceToken',
      'x-device-token',
      'signInCode',
      'secret',
      'token',
      'Proxy-Authorization',
    ];
    for (const name of properties) {
      expect(redactSecrets(line({ [name]: 's3cr3t' })), name).toBe(line({ [name]: '[redacted]' }));
    }
    expect(redactSecrets(line({ msg: 'sent Basic QWxhZGRpbjpvcGVu' }))).not.toContain('QWxhZ');
    expect(redactSecrets(line({ msg: 'sent Bearer abcdefgh123' }))).not.toContain('abcdefgh');
    expect(redactSecrets(line({ url: '/x?%74oken=s3cr3t' }))).not.toContain('s3cr3t');
    expect(redactSecrets(line({ msg: 'imap://ada:s3cr3t@mail.example' }))).not.toContain('s3cr3t');
    const plain = line({ req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 } });
    expect(redactSecrets(plain)).toBe(plain);
  });

  it('keeps every line valid JSON', () => {
    const tricky = line({ url: '/x?token="quoted"&key=a\\b', headers: { cookie: 'a"b\\c' } });
    expect(() => JSON.parse(redactSecrets(tricky)) as unknown).not.toThrow();
  });
});
