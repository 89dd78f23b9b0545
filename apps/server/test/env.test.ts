import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { SUPPORT_EMAIL } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { ENV_DOCS, EnvError, loadEnv } from '../src/config/env';
import { DEFAULT_WEB_DIST_DIR, SERVER_ROOT } from '../src/config/paths';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({}, '/srv/polymath');
    expect(env).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: 'localhost',
      DATA_DIR: '/srv/polymath/data',
      LOG_LEVEL: 'info',
      REQUEST_TIMEOUT_MS: 30_000,
      BODY_LIMIT_BYTES: 1_048_576,
      MAX_EVENT_LOOP_DELAY_MS: 1000,
      SHUTDOWN_GRACE_MS: 10_000,
      WEB_DIST_DIR: DEFAULT_WEB_DIST_DIR,
      SUPPORT_EMAIL,
      AI_VISION: false,
      AI_TIMEOUT_MS: 60_000,
      LOCAL_MODEL_CONTEXT_SIZE: 2048,
      LOCAL_MODEL_THREADS: availableParallelism(),
      LOCAL_MODEL_MAX_ANSWER_TOKENS: 1024,
      LOCAL_MODEL_MAX_QUEUE: 4,
      WIKIPEDIA_BASE_URL: 'https://en.wikipedia.org',
      GOOGLE_DOCS_BASE_URL: 'https://docs.google.com',
      WIKIPEDIA_TIMEOUT_MS: 8000,
      KNOWLEDGE_LOOKUP: true,
      BACKGROUND_LEARNING_REQUESTS_PER_MINUTE: 30,
      CHAT_REPLY_TTL_MS: 600_000,
      FETCH_TRUSTED_ORIGINS: [],
      WEB_SEARCH_PAGES: 4,
      NEWS_REFRESH_MINUTES: 30,
      TRUST_PROXY: false,
      ADMIN_EMAILS: [],
      AUTH_TOKEN_TTL_DAYS: 30,
      AUTH_MAX_FAILURES: 5,
      AUTH_ADDRESS_MAX_FAILURES: 20,
      AUTH_SIGNUPS_PER_ADDRESS_PER_HOUR: 10,
      CHAT_BURST_MESSAGES: 10,
      CHAT_MESSAGES_PER_MINUTE: 30,
      AUTH_FAILURE_WINDOW_MINUTES: 15,
      GUEST_MESSAGE_LIMIT: 5,
      GUEST_ADDRESS_MESSAGE_LIMIT: 50,
      STORAGE_QUOTA_FREE_BYTES: 50 * 1024 * 1024,
      STORAGE_QUOTA_PREMIUM_BYTES: 500 * 1024 * 1024,
      CONVERSATIONS_PER_USER: 2000,
      FEEDBACK_ROWS_PER_OWNER: 500,
      PRODUCTIVITY_ROWS_PER_KIND: 5000,
      FILES_GUEST_RETENTION_DAYS: 7,
      FILES_GUEST_ADDRESS_KEPT_BYTES: 100 * 1024 * 1024,
      FILES_S3_REGION: 'us-east-1',
      FILES_S3_FORCE_PATH_STYLE: false,
      GOOGLE_OIDC_ISSUER: 'https://accounts.google.com',
      MAIL_FROM: 'Polymath <no-reply@localhost>',
      ADS_SCRIPT_URL: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
      ADS_POPUP_DELAY_MS: 30_000,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(env.AI_BASE_URL).toBeUndefined();
  });

  it('requires AI_MODEL when AI_BASE_URL is set', () => {
    expect(() => loadEnv({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }, '/srv')).toThrow(
      /AI_MODEL: required when AI_BASE_URL is set/,
    );
  });

  it('takes LOCAL_MODEL_PATH relative to the working directory, never with AI_BASE_URL', () => {
    expect(loadEnv({ LOCAL_MODEL_PATH: 'data/models/m.gguf' }, '/srv').LOCAL_MODEL_PATH).toBe(
      '/srv/data/models/m.gguf',
    );
    expect(() =>
      loadEnv(
        {
          LOCAL_MODEL_PATH: '/models/m.gguf',
          AI_BASE_URL: 'http://127.0.0.1:11434/v1',
          AI_MODEL: 'llama3',
        },
        '/srv',
      ),
    ).toThrow(/LOCAL_MODEL_PATH: choose one engine: set AI_BASE_URL or LOCAL_MODEL_PATH, not both/);
  });

  it('normalises ADMIN_EMAILS and wants both Google credentials or neither', () => {
    expect(
      loadEnv({ ADMIN_EMAILS: ' Boss@Example.org, ,ops@example.org ' }, '/srv').ADMIN_EMAILS,
    ).toEqual(['boss@example.org', 'ops@example.org']);
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'id' }, '/srv')).toThrow(
      /GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together/,
    );
  });

  it('wants PUBLIC_BASE_URL in production once Stripe, Google sign-in or SMTP is on', () => {
    const google = {
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    };
    expect(() => loadEnv(google, '/srv')).toThrow(
      /PUBLIC_BASE_URL: required in production when Stripe, Google sign-in or SMTP_URL is configured/,
    );
    // Mailed links would otherwise lead to localhost.
    expect(() =>
      loadEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' }, '/srv'),
    ).toThrow(/PUBLIC_BASE_URL: required in production/);
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example' }, '/srv')).toThrow(
      /SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(
      loadEnv({ ...google, PUBLIC_BASE_URL: 'https://polymath.example' }, '/srv').NODE_ENV,
    ).toBe('production');
    expect(loadEnv({ NODE_ENV: 'production' }, '/srv').PUBLIC_BASE_URL).toBeUndefined();
  });

  it('finds the web build next to the server package', () => {
    expect(DEFAULT_WEB_DIST_DIR).toBe(resolve(SERVER_ROOT, '../web/dist'));
  });

  it('parses values and resolves relative paths against the working directory', () => {
    const env = loadEnv(
      {
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/data',
        WEB_DIST_DIR: '../web',
        DATABASE_URL: 'postgres://u:p@db:5432/polymath',
        LOG_LEVEL: 'warn',
        REQUEST_TIMEOUT_MS: '5000',
        BODY_LIMIT_BYTES: '2048',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        SHUTDOWN_GRACE_MS: '2000',
        SUPPORT_EMAIL: 'help@example.org',
        TRUST_PROXY: 'true',
      },
      '/srv/app',
    );
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/app/var/data',
      WEB_DIST_DIR: '/srv/web',
      DATABASE_URL: 'postgres://u:p@db:5432/polymath',
      LOG_LEVEL: 'warn',
      REQUEST_TIMEOUT_MS: 5000,
      BODY_LIMIT_BYTES: 2048,
      MAX_EVENT_LOOP_DELAY_MS: 0,
      SHUTDOWN_GRACE_MS: 2000,
      SUPPORT_EMAIL: 'help@example.org',
      TRUST_PROXY: true,
    });
  });

  it('treats empty values as unset', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: '', TRUST_PROXY: '' }, '/x');
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
  });

  it('reports every problem at once, each with the variable and its description', () => {
    let error: unknown;
    try {
      loadEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/db',
        LOG_LEVEL: 'loud',
        REQUEST_TIMEOUT_MS: '0',
        SUPPORT_EMAIL: 'not-an-address',
        TRUST_PROXY: 'yes',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const { problems, message } = error as EnvError;
    const names = problems.map((p) => p.split(':')[0]);
    expect(names).toEqual([
      'PORT',
      'DATABASE_URL',
      'LOG_LEVEL',
      'REQUEST_TIMEOUT_MS',
      'SUPPORT_EMAIL',
      'TRUST_PROXY',
    ]);
    expect(message).toContain('Invalid environment configuration');
    expect(message).toContain(ENV_DOCS.PORT);
    for (const problem of problems) expect(message).toContain(problem);
  });

  it('reads the news at least twice a day, the longest period a scheduled job has', () => {
    expect(loadEnv({ NEWS_REFRESH_MINUTES: '720' }).NEWS_REFRESH_MINUTES).toBe(720);
    expect(() => loadEnv({ NEWS_REFRESH_MINUTES: '721' })).toThrow(/NEWS_REFRESH_MINUTES/);
  });

  it('reads TRUST_PROXY as off, one proxy, or the proxies’ addresses', () => {
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: ' 10.0.0.0/8, loopback,::1 ' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    for (const invalid of ['10.0.0.0/33', 'proxy.example', '10.0.0.1/8/8', ',']) {
      expect(() => loadEnv({ TRUST_PROXY: invalid }), invalid).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads FETCH_TRUSTED_ORIGINS as origins and refuses anything else', () => {
    const env = loadEnv({
      FETCH_TRUSTED_ORIGINS:
        ' http://127.0.0.1:8888, HTTPS://Searx.Example.org/ ,http://127.0.0.1:8888',
    });
    expect(env.FETCH_TRUSTED_ORIGINS).toEqual([
      'http://127.0.0.1:8888',
      'https://searx.example.org',
    ]);
    for (const invalid of ['localhost:8888', 'ftp://127.0.0.1', 'http://127.0.0.1/search', 'x']) {
      expect(() => loadEnv({ FETCH_TRUSTED_ORIGINS: invalid }), invalid).toThrow(
        /FETCH_TRUSTED_ORIGINS: expected http/,
      );
    }
  });

  it('keeps files on local disk unless a bucket is named, and refuses half an S3 setting', () => {
    expect(loadEnv({}, '/srv').FILES_S3_BUCKET).toBeUndefined();
    const s3 = loadEnv(
      {
        FILES_S3_BUCKET: 'polymath-files',
        FILES_S3_ENDPOINT: 'http://minio:9000',
        FILES_S3_ACCESS_KEY_ID: 'id',
        FILES_S3_SECRET_ACCESS_KEY: 'secret',
        FILES_S3_FORCE_PATH_STYLE: 'true',
      },
      '/srv',
    );
    expect(s3).toMatchObject({ FILES_S3_REGION: 'us-east-1', FILES_S3_FORCE_PATH_STYLE: true });
    expect(() => loadEnv({ FILES_S3_BUCKET: 'b', FILES_S3_ACCESS_KEY_ID: 'id' }, '/srv')).toThrow(
      /FILES_S3_SECRET_ACCESS_KEY: FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadEnv({ FILES_S3_ENDPOINT: 'http://minio:9000' }, '/srv')).toThrow(
      /FILES_S3_BUCKET: required when FILES_S3_ENDPOINT/,
    );
  });

  it('documents every variable in one line', () => {
    for (const [name, doc] of Object.entries(ENV_DOCS)) {
      expect(doc, name).toMatch(/^\S.*\.$/);
      expect(doc, name).not.toContain('\n');
    }
  });
});
