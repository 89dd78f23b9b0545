import type { RouteName } from './support/routes';

/**
 * The routes only admins may use: every route under /api/admin/. A guest gets 401, any other
 * account 403 (whatever headers or body flags it sends), and neither gets the data.
 * admin-routes.test.ts tries each one, and fails when the app registers an /api/admin/ route
 * that is not listed here: a new admin route joins this table.
 */
export const ADMIN_ROUTES: readonly { route: RouteName; payload?: object }[] = [
  { route: 'GET /api/admin/errors' },
  { route: 'GET /api/admin/services' },
  { route: 'POST /api/admin/services/check' },
];
