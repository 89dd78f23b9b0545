/** The services module: configured external services and their checks. Other modules use only this file. */
export { createServicesModule } from './services.module';
export type { ServicesService } from './services.service';
export { serviceOrigins } from './configured-services';
