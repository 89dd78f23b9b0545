import { CALENDAR_FEED_PATH, type Contract, type HttpMethod } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { CalendarFeedQuerySchema } from '../../../src/modules/productivity/calendar-feed.routes';
import { SHARED_CONTRACTS } from './shared-contracts';

export { SHARED_CONTRACTS };

/** A route as the app registered it: `PUT /api/conversations/:id`. */
export interface AppRoute {
  method: string;
  path: string;
}

/** `METHOD /path`, the name routes go by in the attack tables. */
export type RouteName = `${HttpMethod} /${string}`;

export function routeName(route: { method: string; path: string }): RouteName {
  return `${route.method} ${route.path}` as RouteName;
}

const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app registered, read from Fastify's own listing (`printRoutes`), HEAD routes
 * Fastify adds for GET left out. Each one read is checked with `hasRoute`, so a change in the
 * listing's format fails here rather than hiding routes.
 */
export function listRoutes(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (line.trim() === '') continue;
    const match = TREE_LINE.exec(line);
    if (!match) throw new Error(`unexpected line in the route listing: ${line}`);
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method === 'HEAD') continue;
      // A wildcard (the API docs' files) is not a path hasRoute can look up.
      if (!path.includes('*') && !app.hasRoute({ method: method, url: path })) {
        throw new Error(`read ${method} ${path} from the route listing, but no such route exists`);
      }
      routes.push({ method, path });
    }
  }
  if (routes.length === 0) throw new Error('the route listing had no routes');
  return routes;
}

/** The path parameters of a route (`:id`, `:requestId`, …). */
export function pathParamsOf(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** The contracts the app registered a route for. */
export function registeredContracts(routes: AppRoute[]): Contract[] {
  const names = new Set(routes.map(routeName));
  return SHARED_CONTRACTS.filter((contract) => names.has(routeName(contract)));
}

/** The object shape at the top of a body schema (through pipes and optionals), if it has one. */
export function topLevelShape(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  let current = schema as unknown as
    | { _zod: { def: { type: string; shape?: unknown; in?: unknown; innerType?: unknown } } }
    | undefined;
  while (current) {
    const def = current._zod.def;
    if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
    current = (def.in ?? def.innerType) as typeof current;
  }
  return {};
}

/**
 * A request field that names a thing by id: `params.id`, `body.subscriptionId`,
 * `query.projectId`.
 */
export type IdSlot = `params.${string}` | `body.${string}` | `query.${string}`;

/** An id, or the secret key of a link, which names its owner's thing as an id does. */
const ID_FIELD = /^id$|Id$|^key$/;

/** Routes registered by hand rather than from a contract, with the query each one reads. */
const HAND_REGISTERED: { route: RouteName; query: z.ZodType }[] = [
  { route: `GET ${CALENDAR_FEED_PATH}`, query: CalendarFeedQuerySchema },
];

/**
 * Every id a request can carry: the path parameters of every registered route, and the top-level
 * body and query fields of every registered contract (and hand-registered route) named `id`,
 * `…Id` or `key`.
 */
export function idSlotsOf(routes: AppRoute[]): { route: RouteName; id: IdSlot }[] {
  const slots: { route: RouteName; id: IdSlot }[] = [];
  for (const route of routes) {
    for (const param of pathParamsOf(route.path)) {
      slots.push({ route: routeName(route), id: `params.${param}` });
    }
  }
  for (const contract of registeredContracts(routes)) {
    for (const field of Object.keys(topLevelShape(contract.body))) {
      if (ID_FIELD.test(field)) slots.push({ route: routeName(contract), id: `body.${field}` });
    }
    for (const field of Object.keys(topLevelShape(contract.query))) {
      if (ID_FIELD.test(field)) slots.push({ route: routeName(contract), id: `query.${field}` });
    }
  }
  const names = new Set(routes.map(routeName));
  for (const { route, query } of HAND_REGISTERED.filter(({ route }) => names.has(route))) {
    for (const field of Object.keys(topLevelShape(query))) {
      if (ID_FIELD.test(field)) slots.push({ route, id: `query.${field}` });
    }
  }
  return slots;
}
