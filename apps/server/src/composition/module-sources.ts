import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import type { Lifecycle } from '../lifecycle';
import type { PlanSource } from '../modules/auth';
import type { AiEngine } from '../modules/chat';
import type { KnowledgeService } from '../modules/knowledge';
import type { Adapters } from './adapters';

/** What the modules are made from: the configuration, the database and the adapters. */
export interface ModuleSources {
  env: Env;
  database: DatabaseHandle;
  adapters: Adapters;
  /** The model that answers chat messages, and the encyclopedia store (chat-engine.ts). */
  model: AiEngine;
  knowledge: KnowledgeService;
  lifecycle: Lifecycle;
  logger: FastifyBaseLogger;
  /** Who has an active subscription; by default the billing module's. */
  planSource?: PlanSource | undefined;
  /** The clock counters, analyses and retention are kept by; tests move it. */
  now?: (() => Date) | undefined;
}
