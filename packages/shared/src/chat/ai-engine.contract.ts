import { z } from 'zod';
import { defineContract } from '../http/contract';

/**
 * The kinds of engine that can answer: the offline one shipped with Polymath, a connected model
 * (any OpenAI-compatible endpoint), or a model file the server runs itself.
 */
export const AI_ENGINE_KINDS = ['built-in', 'openai-compatible', 'local'] as const;

/** One kind of engine. */
export type AiEngineKind = (typeof AI_ENGINE_KINDS)[number];

/**
 * Where answers can draw on besides the engine, as this server is set up: web search through a
 * configured engine ('not-configured' without one, 'off' when lookups are switched off), the
 * encyclopedia, and news feeds.
 */
export const AssistantCapabilitiesSchema = z.object({
  webSearch: z.enum(['ready', 'not-configured', 'off']),
  encyclopedia: z.boolean(),
  news: z.boolean(),
});
export type AssistantCapabilities = z.infer<typeof AssistantCapabilitiesSchema>;

/** Which engine answers chat messages, for Settings → AI Generation Settings. */
export const AiEngineResponseSchema = z.object({
  /** The name shown to the user, e.g. 'Polymath built-in engine' or the configured model. */
  engineName: z.string().min(1),
  kind: z.enum(AI_ENGINE_KINDS),
  capabilities: AssistantCapabilitiesSchema,
});
export type AiEngineResponse = z.infer<typeof AiEngineResponseSchema>;

/** GET /api/ai-engine: which engine answers on this server. */
export const aiEngineContract = defineContract({
  method: 'GET',
  path: '/api/ai-engine',
  summary: 'Which AI engine answers chat messages',
  response: AiEngineResponseSchema,
});
