import { hostname } from 'node:os';
import type { AppModule } from '../app-module';
import type { ServiceCheck } from './service-check';
import { registerServicesRoutes } from './services.routes';
import {
  createServicesService,
  type EngineInUse,
  type ServicesLogger,
  type ServicesService,
} from './services.service';

/** A configured service that has not answered within this long counts as not answering. */
export const SERVICE_CHECK_TIMEOUT_MS = 5000;

/**
 * The services the operator configured (SearXNG, feeds, the model server, mail...): checked once
 * after the server listens, each failure logged, the result shown to admins in Settings.
 */
export function createServicesModule(deps: {
  /** Every service the configuration names, with its probe (composition/configured-services.ts). */
  checks: readonly ServiceCheck[];
  /** The engine answering chat messages, shown to admins with whether it answers. */
  engine: EngineInUse;
  logger: ServicesLogger;
}): AppModule<ServicesService> {
  const services = createServicesService({
    checks: deps.checks,
    engine: deps.engine,
    timeoutMs: SERVICE_CHECK_TIMEOUT_MS,
    instance: hostname(),
    logger: deps.logger,
  });
  return {
    service: services,
    register(app) {
      registerServicesRoutes(app, { services });
      // Once listening, in the background: the checks add nothing to start time or readiness.
      app.addHook('onListen', (done) => {
        void services.checkAll();
        done();
      });
      // Registered after the composition root's hook that closes the fetchers, so it runs before it (onClose
      // hooks run last-registered first): a check cut short is not logged as a failure. Not a
      // preClose hook, which would delay the listener's close by a turn and let requests in.
      app.addHook('onClose', (_instance, done) => {
        services.stop();
        done();
      });
    },
  };
}
