import { randomUUID } from 'node:crypto';
import { ANONYMOUS_ID_HEADER, ServerErrorsResponseSchema } from '@polymath/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerErrorsService } from '../src/modules/server-errors/server-errors.service';
import { newAccount, newAdmin, type Party, sendAs } from './attacks/support/parties';
import { adminCaller } from './callers';
import { buildTestApp, databases, type TestApp } from './build-test-app';

const ADMIN_EMAIL = 'operator@example.org';
const SESSION_TOKEN = `pm_${'a1b2c3d4'.repeat(6)}`;

describe.each(databases)('the admin summary of unexpected errors ($kind)', (factory) => {
  let first: TestApp;
  /** A second instance on the same database, as behind a load balancer. */
  let second: TestApp;
  let admin: Party;

  beforeAll(async () => {
    first = await buildTestApp({ database: factory, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    second = await buildTestApp({ database: first.database, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    admin = await newAdmin(first.app, first.database, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await second?.app.close();
    await first?.close();
  });

  const summaryFrom = async (t: TestApp) => {
    const response = await sendAs(t.app, admin, { method: 'GET', url: '/api/admin/errors' });
    expect(response.statusCode).toBe(200);
    return ServerErrorsResponseSchema.parse(response.json());
  };

  it('says there were none on a server that met none', async () => {
    expect(await summaryFrom(first)).toEqual({ windowDays: 7, kinds: [] });
  });

  it('counts each kind of unexpected error of every instance, by route, and shows it on any', async () => {
    // A bug as an admin meets one: a query on a table the code expects and the database lacks.
    await first.database.db.execute(sql`alter table tasks rename to tasks_gone`);
    for (const t of [first, second, first]) {
      const failed = await sendAs(t.app, admin, {
        method: 'GET',
        url: '/api/productivity/tasks?status=pending',
      });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ code: 'INTERNAL' });
    }
    await first.database.db.execute(sql`alter table tasks_gone rename to tasks`);

    // Each instance adds its counts to the table within seconds; both then show all three.
    for (const t of [first, second]) {
      await expect
        .poll(async () => (await summaryFrom(t)).kinds, { timeout: 20_000, interval: 500 })
        .toMatchObject([{ route: 'GET /api/productivity/tasks', code: 'INTERNAL', count: 3 }]);
      const [kind] = (await summaryFrom(t)).kinds;
      expect(kind?.message).toContain('tasks');
    }
  });

  it('is for admins only', async () => {
    const account = await newAccount(first.app, 'Plain');
    const asAccount = await sendAs(first.app, account, { method: 'GET', url: '/api/admin/errors' });
    expect(asAccount.statusCode).toBe(403);
    const asGuest = await first.app.inject({
      method: 'GET',
      url: '/api/admin/errors',
      headers: { [ANONYMOUS_ID_HEADER]: randomUUID() },
    });
    expect(asGuest.statusCode).toBe(401);
  });

  it('writes a burst of errors in one go, keeps no secret and blanks nothing but numbers and ids when grouping', async () => {
    const database = await factory.open();
    try {
      const writes: string[] = [];
      const service = createServerErrorsService({
        db: database.db,
        logger: { warn: (_details, message) => writes.push(message) },
      });
      const request = { method: 'POST', routePattern: '/api/chat' };
      for (let index = 0; index < 500; index += 1) {
        service.record(
          new Error(`upstream said 500 for request ${randomUUID()} with Bearer ${SESSION_TOKEN}`),
          request,
          'INTERNAL',
        );
      }
      service.record(new TypeError('Cannot read properties of undefined'), request, 'INTERNAL');
      const { kinds } = await service.summaryFor(adminCaller());
      expect(kinds.map(({ count }) => count).sort((a, b) => a - b)).toEqual([1, 500]);
      expect(JSON.stringify(kinds)).not.toContain(SESSION_TOKEN);
      expect(writes).toEqual([]);
      await service.stop();
    } finally {
      await database.close();
    }
  });
});
