/** Every table of the database, one file per domain. drizzle-kit reads this file. */
export * from './system';
export * from './feedback';
export * from './knowledge';
export * from './auth';
export * from './conversations';
export * from './usage';
export * from './billing';
export * from './rewards';
export * from './learning';
export * from './background-learning';
export * from './rate-limits';
export * from './storage';
export * from './news';
export * from './files';
export * from './productivity';
export * from './personal-ai';
export * from './server-errors';
