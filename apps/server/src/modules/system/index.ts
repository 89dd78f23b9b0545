/** The system module: health, readiness and the instance record. Other modules use only this file. */
export { createSystemModule } from './system.module';
export type { SystemService } from './system.service';
export { ensureInstance } from './system.repository';
