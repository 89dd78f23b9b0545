import { z } from 'zod';
import { defineContract } from '../http/contract';

/** Liveness: the process is up and answering. */
export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** Readiness: the database answers and the server is not shutting down. */
export const ReadyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;

export const healthContract = defineContract({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness probe',
  response: HealthResponseSchema,
});

export const readyContract = defineContract({
  method: 'GET',
  path: '/api/ready',
  summary: 'Readiness probe: database reachable and not shutting down',
  response: ReadyResponseSchema,
});

/** Public, non-secret configuration the web app needs at start. */
export const PublicConfigResponseSchema = z.object({
  productName: z.string(),
  version: z.string(),
  /** The address Settings → Contact Support opens with mailto. */
  supportEmail: z.email(),
});
export type PublicConfigResponse = z.infer<typeof PublicConfigResponseSchema>;

export const publicConfigContract = defineContract({
  method: 'GET',
  path: '/api/config',
  summary: 'Public configuration for the web app',
  response: PublicConfigResponseSchema,
});
