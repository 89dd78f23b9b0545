import { ErrorBodySchema } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import { ADMIN_ROUTES } from './admin-routes';
import { newAccount, newAdmin, newGuest, type Party, sendAs } from './support/parties';
import { listRoutes, routeName } from './support/routes';

const ADMIN_EMAIL = 'boss@example.org';
/** Headers and body flags a client might hope make it an admin. */
const CLAIMS = {
  headers: { 'x-admin': 'true', 'x-admin-override': 'true', 'x-user-email': ADMIN_EMAIL },
  payload: { isAdmin: true, role: 'admin' },
};

describe.each(databases)('admin routes ($kind)', (factory) => {
  let t: TestApp;
  let admin: Party;
  let unverifiedAdmin: Party;

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      env: { ADMIN_EMAILS: `${ADMIN_EMAIL},late@example.org` },
    });
    admin = await newAdmin(t.app, t.database, ADMIN_EMAIL);
    unverifiedAdmin = await newAdmin(t.app, t.database, 'late@example.org', { isVerified: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every route under /api/admin/, and only routes the app has', () => {
    const registered = listRoutes(t.app)
      .filter((route) => route.path.startsWith('/api/admin/'))
      .map(routeName);
    expect(ADMIN_ROUTES.map(({ route }) => route).toSorted()).toEqual(registered.toSorted());
  });

  it('tells the verified admin it is one, and no one else', async () => {
    const isAdminOf = async (party: Party) =>
      (await sendAs(t.app, party, { method: 'GET', url: '/auth/me' })).json<{
        user: { isAdmin: boolean };
      }>().user.isAdmin;
    expect(await isAdminOf(admin)).toBe(true);
    expect(await isAdminOf(unverifiedAdmin)).toBe(false);
    expect(await isAdminOf(await newAccount(t.app, 'Plain'))).toBe(false);
  });

  describe.each(ADMIN_ROUTES)('$route', ({ route, payload }) => {
    const [method, url] = route.split(' ') as ['GET' | 'POST', string];
    const send = (party: Party, claims = false) =>
      sendAs(t.app, party, {
        method,
        url,
        ...(claims ? { headers: CLAIMS.headers, payload: { ...payload, ...CLAIMS.payload } } : {}),
        ...(!claims && payload ? { payload } : {}),
      });

    it('answers 401 to a guest, whatever it claims', async () => {
      for (const claims of [false, true]) {
        const response = await send(newGuest('Guest'), claims);
        expect(response.statusCode).toBe(401);
        expect(ErrorBodySchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
      }
    });

    it('answers 403 to any other account: plain, claiming rights, or an admin address not verified', async () => {
      const plain = await newAccount(t.app, 'Plain');
      for (const [party, claims] of [
        [plain, false],
        [plain, true],
        [unverifiedAdmin, false],
      ] as const) {
        const response = await send(party, claims);
        expect(response.statusCode).toBe(403);
        expect(ErrorBodySchema.parse(response.json()).code).toBe('FORBIDDEN');
      }
    });

    it('answers the verified admin', async () => {
      expect((await send(admin)).statusCode).toBe(200);
    });
  });
});
