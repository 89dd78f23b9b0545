/** The auth module: accounts, sessions and the plan of a caller. Other modules use only this file. */
export { createAuthModule, type AuthModuleDeps } from './auth.module';
export type { AuthService } from './auth.service';
export type { PlanSource } from './plan';
