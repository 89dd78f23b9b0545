/** The server-errors module: unexpected errors counted for admins. Other modules use only this file. */
export { createServerErrorsModule } from './server-errors.module';
export type { ServerErrorsService } from './server-errors.service';
