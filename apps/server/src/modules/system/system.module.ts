import type { AppModule } from '../app-module';
import { registerSystemRoutes } from './system.routes';
import { createSystemService, type SystemDeps, type SystemService } from './system.service';

/** Liveness, readiness and the public configuration. */
export function createSystemModule(deps: SystemDeps): AppModule<SystemService> {
  const system = createSystemService(deps);
  return { service: system, register: (app) => registerSystemRoutes(app, { system }) };
}
