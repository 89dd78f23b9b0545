import type { FastifyBaseLogger } from 'fastify';
import { createLanguageModel, type LocalModel } from '../adapters/ai';
import {
  buildWikipediaUserAgent,
  createWikipediaClient,
} from '../adapters/wikipedia/wikipedia.client';
import type { Env } from '../config/env';
import { SERVER_VERSION } from '../config/paths';
import type { Database } from '../db/client';
import type { AiEngine } from '../modules/chat';
import { createKnowledgeService, type KnowledgeService } from '../modules/knowledge';

/**
 * The model and the knowledge store the configuration asks for: the local model when one was
 * loaded from LOCAL_MODEL_PATH, the endpoint at AI_BASE_URL when set, the built-in engine
 * otherwise; and encyclopedia lookups unless KNOWLEDGE_LOOKUP is false.
 */
export function createChatEngine(
  env: Env,
  db: Database,
  logger: FastifyBaseLogger,
  localModel?: LocalModel,
): { model: AiEngine; knowledge: KnowledgeService } {
  const model = createLanguageModel({
    ...(localModel ? { localModel } : {}),
    ...(env.AI_BASE_URL ? { baseUrl: env.AI_BASE_URL } : {}),
    ...(env.AI_API_KEY ? { apiKey: env.AI_API_KEY } : {}),
    ...(env.AI_MODEL ? { model: env.AI_MODEL } : {}),
  });
  const wikipedia = env.KNOWLEDGE_LOOKUP
    ? createWikipediaClient({
        baseUrl: env.WIKIPEDIA_BASE_URL,
        timeoutMs: env.WIKIPEDIA_TIMEOUT_MS,
        userAgent: buildWikipediaUserAgent(SERVER_VERSION, env.SUPPORT_EMAIL),
      })
    : null;
  return { model, knowledge: createKnowledgeService({ db, wikipedia, logger }) };
}
