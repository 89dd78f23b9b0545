import type { FastifyInstance, HTTPMethods } from 'fastify';

/**
 * The routes registered on the app, as (method, pattern) pairs, so the not-found handler can tell
 * "no such path" (404) from "path exists, other method" (405). Fastify itself answers 404 for both.
 */
export interface RouteTable {
  /** The methods registered for a concrete path (e.g. `/api/users/42`), sorted. */
  methodsFor(path: string): string[];
}

function patternToRegExp(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.includes(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\*$/, '.*');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Starts recording routes; call before any route is registered. `ignore` leaves out catch-all
 * routes (the static files' `/*`) that would otherwise make every path look known.
 */
export function trackRoutes(app: FastifyInstance, ignore: (url: string) => boolean): RouteTable {
  const routes: { methods: string[]; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    if (ignore(route.url)) return;
    const methods = ([] as HTTPMethods[]).concat(route.method).map((m) => m.toUpperCase());
    routes.push({ methods, pattern: patternToRegExp(route.url) });
  });
  return {
    methodsFor(path) {
      const found = new Set<string>();
      for (const route of routes) {
        if (route.pattern.test(path)) for (const method of route.methods) found.add(method);
      }
      return [...found].sort();
    },
  };
}
