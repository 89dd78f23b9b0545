import type { AuthSession } from '@polymath/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDevices } from '../src/db/schema';
import { MAX_DEVICES_PER_USER } from '../src/modules/auth/devices.repository';
import { logIn, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';

describe.each(databases)('sign-in devices ($kind)', (factory) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a browser’s device token, and only the most recently used browsers of an account', async () => {
    const account = { name: 'Ada', email: 'ada-devices@example.org', password: 'engine42' };
    const first = await signUp(t.app, account);
    const again = await logIn(t.app, { ...account, deviceToken: first.deviceToken });
    expect(again.json<AuthSession>().deviceToken).toBe(first.deviceToken);

    // Each sign-in from a new browser adds a device, up to the cap.
    for (let browser = 0; browser < MAX_DEVICES_PER_USER + 3; browser += 1) {
      expect((await logIn(t.app, account)).statusCode).toBe(200);
    }
    const rows = await t.database.db
      .select()
      .from(authDevices)
      .where(eq(authDevices.userId, first.user.id));
    expect(rows).toHaveLength(MAX_DEVICES_PER_USER);
  });
});
