import { z } from 'zod';
import { AI_ENGINE_KINDS } from '../chat/ai-engine.contract';
import { TimestampSchema } from '../common/common.schemas';
import { defineContract } from '../http/contract';

/**
 * Whether a service the operator configured answers this server: not checked yet, answered its
 * check, or did not.
 */
export const SERVICE_STATES = ['checking', 'answers', 'does-not-answer'] as const;

/** One service the operator configured (SearXNG, a news feed, the model server...), as last checked. */
export const ConfiguredServiceSchema = z.object({
  /** What it is, in plain words: 'SearXNG', 'News feed (tech)', 'Mail server'. */
  name: z.string().min(1),
  /** The variable that configures it: 'SEARXNG_URL'. */
  variable: z.string().min(1),
  /** Where it is: scheme, host and port only, never a password, key, path or query. */
  address: z.string().min(1),
  state: z.enum(SERVICE_STATES),
  /** Why it did not answer, in plain words ('connection refused'); null otherwise. */
  problem: z.string().nullable(),
  /** When the last check ended; null while the first one runs. */
  checkedAt: TimestampSchema.nullable(),
});
export type ConfiguredService = z.infer<typeof ConfiguredServiceSchema>;

/**
 * The engine that answers chat messages, as the server that checked sees it: the built-in engine
 * or a model file run inside this server answer whenever the server does; a model server
 * (AI_BASE_URL) as its last check of the model list found.
 */
export const AnsweringEngineSchema = z.object({
  kind: z.enum(AI_ENGINE_KINDS),
  /** 'Polymath built-in engine', the model file's name, or the model asked of the model server. */
  name: z.string().min(1),
  /** The model server's scheme, host and port; null for an engine inside this server. */
  address: z.string().min(1).nullable(),
  state: z.enum(SERVICE_STATES),
  /** Why the model server did not answer, in plain words; null otherwise. */
  problem: z.string().nullable(),
});
export type AnsweringEngine = z.infer<typeof AnsweringEngineSchema>;

/**
 * The configured services as the server that answers sees them: each server checks on its own
 * (the network one reaches, another may not), so the answer names it.
 */
export const ConfiguredServicesResponseSchema = z.object({
  /** The host name of the server that checked. */
  instance: z.string(),
  /** The engine answering chat messages and whether it answers. */
  engine: AnsweringEngineSchema,
  services: z.array(ConfiguredServiceSchema),
});
export type ConfiguredServicesResponse = z.infer<typeof ConfiguredServicesResponseSchema>;

/** GET /api/admin/services: which configured services answer (admins only). */
export const configuredServicesContract = defineContract({
  method: 'GET',
  path: '/api/admin/services',
  summary: 'Which configured services answer this server (admins only)',
  response: ConfiguredServicesResponseSchema,
});

/** POST /api/admin/services/check: checks every configured service again and answers the result. */
export const checkConfiguredServicesContract = defineContract({
  method: 'POST',
  path: '/api/admin/services/check',
  summary: 'Check every configured service again (admins only)',
  response: ConfiguredServicesResponseSchema,
});
