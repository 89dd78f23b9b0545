/** The services module: configured external services and their checks. Other modules use only this file. */
export { createServicesModule, SERVICE_CHECK_TIMEOUT_MS } from './services.module';
export type { ServicesService } from './services.service';
export type { ServiceCheck } from './service-check';
export {
  probeCodeRunner,
  probeMailServer,
  probeModelServer,
  probeNewsFeed,
  probeObjectStorage,
  probeOidcIssuer,
  probeSearxng,
  probeWikipedia,
} from './service-probes';
