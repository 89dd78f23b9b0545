import type { Database } from '../../db/client';
import type { AppModule } from '../app-module';
import { registerServerErrorsRoutes } from './server-errors.routes';
import {
  createServerErrorsService,
  type ServerErrorsLogger,
  type ServerErrorsService,
} from './server-errors.service';

/**
 * The admin's summary of unexpected errors: the error handler records each (app.ts), every
 * instance adds its counts to one table, and admins read it in Settings.
 */
export function createServerErrorsModule(deps: {
  db: Database;
  logger: ServerErrorsLogger;
  now?: () => Date;
}): AppModule<ServerErrorsService> {
  const serverErrors = createServerErrorsService(deps);
  return {
    service: serverErrors,
    register(app) {
      registerServerErrorsRoutes(app, { serverErrors });
      // Before the database closes (onClose hooks run last-registered first; app.ts closes the
      // database in one registered earlier): the last counts are written, not lost.
      app.addHook('onClose', async () => {
        await serverErrors.stop();
      });
    },
  };
}
