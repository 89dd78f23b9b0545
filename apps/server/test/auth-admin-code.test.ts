import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ADMIN_CODE_INVALID_MESSAGE,
  ADMIN_VERIFICATION_CODE,
  AuthSessionSchema,
  PublicConfigResponseSchema,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CODE_FILE } from '../src/modules/auth/admin-verification-code';
import { bearer, logIn, readMe, signUp } from './auth-client';
import {
  buildTestApp,
  captureLogs,
  databases,
  tempDir,
  type TestApp,
  type TestDatabaseFactory,
} from './build-test-app';
import { createMailInbox } from './mail-inbox';

const BOSS = 'boss@example.org';
const CHIEF = 'chief@example.org';
const PUBLIC_BASE_URL = 'http://polymath.test';

let addresses = 0;
/** A client network no other test has used, so the per-network count starts at zero. */
function freshClient(): string {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 256)}.${addresses % 256}`;
}

/** The code in the file the server wrote, as its administrator reads it. */
async function readCode(dataDir: string): Promise<string> {
  const text = await readFile(join(dataDir, ADMIN_CODE_FILE), 'utf8');
  const code = /^ {2}([0-9A-Z]{5}-[0-9A-Z]{5})$/m.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

async function hasCodeFile(dataDir: string): Promise<boolean> {
  return stat(join(dataDir, ADMIN_CODE_FILE)).then(
    () => true,
    () => false,
  );
}

function verifyWithCode(
  app: FastifyInstance,
  payload: { email: string; code: string; password: string },
  remoteAddress = freshClient(),
) {
  return app.inject({ method: 'POST', url: '/auth/verify-email/code', payload, remoteAddress });
}

/** A code of the right shape that is not the server's. */
function wrongCodeFor(code: string): string {
  return code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;
}

describe.each(databases)('the administrator’s one-time code without mail ($kind)', (factory) => {
  let t: TestApp;
  let dataDir: string;
  let logs: ReturnType<typeof captureLogs>;

  beforeAll(async () => {
    dataDir = tempDir('admin-code');
    logs = captureLogs('warn');
    t = await buildTestApp({
      database: factory,
      logger: logs.logger,
      env: { DATA_DIR: dataDir, ADMIN_EMAILS: `${BOSS},${CHIEF}`, PUBLIC_BASE_URL },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the web app that this server sends no mail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(PublicConfigResponseSchema.parse(response.json()).sendsMail).toBe(false);
  });

  it('writes the code to a file only the server can read, and logs where it is, not the code', async () => {
    const file = join(dataDir, ADMIN_CODE_FILE);
    const code = await readCode(dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, 'utf8');
    expect(text).toContain(`${PUBLIC_BASE_URL}/verify-email`);
    expect(text).toContain(`It works once, until `);
    const logged = logs.text();
    expect(logged).toContain(file);
    expect(logged).toContain(`${PUBLIC_BASE_URL}/verify-email`);
    expect(logs.lines.some((line) => line.level === 40 && String(line.msg).includes(file))).toBe(
      true,
    );
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(code.replace('-', ''));
  });

  it('gives a non-admin address, an unknown one and a wrong code the same refusal, and spends nothing', async () => {
    const code = await readCode(dataDir);
    await signUp(t.app, { name: 'Reader', email: 'reader@example.org', password: 'reader-42' });
    const refusals = [
      await verifyWithCode(t.app, { email: 'reader@example.org', code, password: 'taken-over' }),
      await verifyWithCode(t.app, { email: 'nobody@example.org', code, password: 'taken-over' }),
      await verifyWithCode(t.app, {
        email: BOSS,
        code: wrongCodeFor(code),
        password: 'taken-over',
      }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(400);
      expect(refusal.json()).toEqual({
        success: false,
        error: ADMIN_CODE_INVALID_MESSAGE,
        code: 'LINK_INVALID',
      });
      expect(refusal.body).not.toContain(code);
    }
    const reader = await logIn(t.app, { email: 'reader@example.org', password: 'reader-42' });
    expect(reader.json<{ user: { emailVerified: boolean } }>().user.emailVerified).toBe(false);
    // The code still works for what it is for.
    expect(await hasCodeFile(dataDir)).toBe(true);
  });

  it('verifies an admin address once, with the password its holder chose, ending the registrant’s sessions', async () => {
    const registrant = await signUp(t.app, { name: 'Boss', email: BOSS, password: 'first-pass' });
    expect(registrant.user).toMatchObject({ emailVerified: false, isAdmin: false, plan: 'free' });
    const code = await readCode(dataDir);

    // Typed as people type it: lower case, without the dash.
    const typed = code.toLowerCase().replace('-', '');
    const verified = await verifyWithCode(t.app, { email: BOSS, code: typed, password: 'boss-42' });
    expect(verified.statusCode).toBe(200);
    const session = AuthSessionSchema.parse(verified.json());
    expect(session.user).toMatchObject({
      email: BOSS,
      emailVerified: true,
      isAdmin: true,
      plan: 'premium',
    });
    expect(verified.body).not.toContain(code.replace('-', ''));
    expect((await readMe(t.app, bearer(registrant.token))).statusCode).toBe(401);
    expect((await readMe(t.app, bearer(session.token))).statusCode).toBe(200);
    expect((await logIn(t.app, { email: BOSS, password: 'first-pass' })).statusCode).toBe(401);
    expect((await logIn(t.app, { email: BOSS, password: 'boss-42' })).statusCode).toBe(200);
    // Used: its file is gone, and the code verifies nothing more, not even the other admin.
    expect(await hasCodeFile(dataDir)).toBe(false);
    await signUp(t.app, { name: 'Chief', email: CHIEF, password: 'chief-pass' });
    const again = await verifyWithCode(t.app, { email: CHIEF, code, password: 'chief-42' });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: string }>().error).toBe(ADMIN_CODE_INVALID_MESSAGE);
  });

  it('writes a new code at the next start while an admin address is unverified, and none once all are', async () => {
    const handle = t.database;
    await t.app.close();
    // CHIEF is still unverified: the next start writes a new code.
    t = await buildTestApp({
      database: handle,
      env: { DATA_DIR: dataDir, ADMIN_EMAILS: `${BOSS},${CHIEF}`, PUBLIC_BASE_URL },
    });
    const code = await readCode(dataDir);
    const verified = await verifyWithCode(t.app, { email: CHIEF, code, password: 'chief-42' });
    expect(verified.statusCode).toBe(200);

    await t.app.close();
    t = await buildTestApp({
      database: handle,
      env: { DATA_DIR: dataDir, ADMIN_EMAILS: `${BOSS},${CHIEF}`, PUBLIC_BASE_URL },
    });
    expect(await hasCodeFile(dataDir)).toBe(false);
  });
});

describe.each(databases)('tries of the one-time code ($kind)', (factory) => {
  async function startWithCode(database: TestDatabaseFactory) {
    const dataDir = tempDir('admin-code-tries');
    const app = await buildTestApp({
      database,
      env: { DATA_DIR: dataDir, ADMIN_EMAILS: BOSS },
    });
    await signUp(app.app, { name: 'Boss', email: BOSS, password: 'first-pass' });
    return { t: app, code: await readCode(dataDir) };
  }

  it('counts the tries of one client network, whatever the address, the right code then refused too', async () => {
    const { t, code } = await startWithCode(factory);
    try {
      const client = freshClient();
      for (let index = 0; index < ADMIN_VERIFICATION_CODE.triesPerClientPerHour; index += 1) {
        const wrong = await verifyWithCode(
          t.app,
          { email: `probe-${index}@example.org`, code: wrongCodeFor(code), password: 'guess-42' },
          client,
        );
        expect(wrong.statusCode).toBe(400);
      }
      const right = await verifyWithCode(t.app, { email: BOSS, code, password: 'boss-42' }, client);
      expect(right.statusCode).toBe(429);
      expect(right.json<{ code: string }>().code).toBe('RATE_LIMITED');
      // Another network still can.
      const elsewhere = await verifyWithCode(t.app, { email: BOSS, code, password: 'boss-42' });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('checks no more tries of one network than its limit when they arrive at once', async () => {
    const { t, code } = await startWithCode(factory);
    try {
      const client = freshClient();
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, index) =>
          verifyWithCode(
            t.app,
            { email: `burst-${index}@example.org`, code: wrongCodeFor(code), password: 'guess-42' },
            client,
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 400)).toHaveLength(
        ADMIN_VERIFICATION_CODE.triesPerClientPerHour,
      );
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        25 - ADMIN_VERIFICATION_CODE.triesPerClientPerHour,
      );
    } finally {
      await t.close();
    }
  });

  it('counts the tries on one address, from any network', async () => {
    const { t, code } = await startWithCode(factory);
    try {
      for (let index = 0; index < ADMIN_VERIFICATION_CODE.triesPerAddressPerHour; index += 1) {
        const wrong = await verifyWithCode(t.app, {
          email: BOSS,
          code: wrongCodeFor(code),
          password: 'guess-42',
        });
        expect(wrong.statusCode).toBe(400);
      }
      const right = await verifyWithCode(t.app, { email: BOSS, code, password: 'boss-42' });
      expect(right.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('stops the code after the wrong tries it allows, from any network and address', async () => {
    const { t, code } = await startWithCode(factory);
    try {
      for (let index = 0; index < ADMIN_VERIFICATION_CODE.maxWrongTries; index += 1) {
        const wrong = await verifyWithCode(t.app, {
          email: `probe-${index}@example.org`,
          code: wrongCodeFor(code),
          password: 'guess-42',
        });
        expect(wrong.statusCode).toBe(400);
      }
      const right = await verifyWithCode(t.app, { email: BOSS, code, password: 'boss-42' });
      expect(right.statusCode).toBe(400);
      expect(right.json<{ error: string }>().error).toBe(ADMIN_CODE_INVALID_MESSAGE);
    } finally {
      await t.close();
    }
  });

  it('verifies one account when the code arrives twice at once', async () => {
    const dataDir = tempDir('admin-code-race');
    const t = await buildTestApp({
      database: factory,
      env: { DATA_DIR: dataDir, ADMIN_EMAILS: `${BOSS},${CHIEF}` },
    });
    try {
      await signUp(t.app, { name: 'Boss', email: BOSS, password: 'first-pass' });
      await signUp(t.app, { name: 'Chief', email: CHIEF, password: 'first-pass' });
      const code = await readCode(dataDir);
      const answers = await Promise.all([
        verifyWithCode(t.app, { email: BOSS, code, password: 'boss-42' }),
        verifyWithCode(t.app, { email: CHIEF, code, password: 'chief-42' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    } finally {
      await t.close();
    }
  });
});

describe('a server that sends mail', () => {
  it('says so to the web app, writes no code and removes one an earlier run left', async () => {
    const dataDir = tempDir('admin-code-smtp');
    const stale = join(dataDir, ADMIN_CODE_FILE);
    await writeFile(stale, 'a code from a run without mail', { mode: 0o600 });
    const t = await buildTestApp({
      mail: createMailInbox().sender,
      env: { DATA_DIR: dataDir, ADMIN_EMAILS: BOSS, SMTP_URL: 'smtp://mail.invalid:587' },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(PublicConfigResponseSchema.parse(response.json()).sendsMail).toBe(true);
      expect(await hasCodeFile(dataDir)).toBe(false);
      await signUp(t.app, { name: 'Boss', email: BOSS, password: 'first-pass' });
      const refused = await verifyWithCode(t.app, {
        email: BOSS,
        code: 'ABCDE-FGHJK',
        password: 'boss-42',
      });
      expect(refused.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
