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

/**
 * The ad network as the operator configured it (001 §2 Ads). Ids are published as set, placeholder
 * included: the web app treats a missing or placeholder id as "no ad" and shows its own banner.
 */
export const PublicAdsConfigSchema = z.object({
  /** The network's publisher id (`ca-pub-…`), or null when ads are not configured. */
  publisherId: z.string().nullable(),
  /** The ad unit (slot) id of the desktop slot and the mobile popup, or null. */
  slotId: z.string().nullable(),
  /** The network's loader script, without the `client` parameter. */
  scriptUrl: z.url(),
  /** How long after the user's 3rd, 6th, 9th … message the mobile popup appears. */
  popupDelayMs: z.number().int().nonnegative(),
});
export type PublicAdsConfig = z.infer<typeof PublicAdsConfigSchema>;

/** Public, non-secret configuration the web app needs at start. */
export const PublicConfigResponseSchema = z.object({
  productName: z.string(),
  version: z.string(),
  /** The address Settings → Contact Support opens with mailto. */
  supportEmail: z.email(),
  /**
   * Whether this server mails its verification and reset links (`SMTP_URL` is set). False: they
   * wait in its data folder, and the web app says to ask its administrator for them. A server
   * that does not say is taken to send mail.
   */
  sendsMail: z.boolean().default(true),
  ads: PublicAdsConfigSchema,
});
export type PublicConfigResponse = z.infer<typeof PublicConfigResponseSchema>;

export const publicConfigContract = defineContract({
  method: 'GET',
  path: '/api/config',
  summary: 'Public configuration for the web app',
  response: PublicConfigResponseSchema,
});
