import type { FastifyInstance } from 'fastify';

/**
 * The shape of every domain: `create<X>Module(deps)` builds its service from plain dependencies,
 * and `register(app)` adds its routes (and any hooks) to the app. app.ts creates the modules in
 * dependency order and registers them in a list.
 */
export interface AppModule<Service> {
  /** The domain's rules, for other modules that depend on it. */
  service: Service;
  /** Adds the domain's routes and hooks to the app. */
  register(app: FastifyInstance): void | Promise<void>;
}
