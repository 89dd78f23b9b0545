import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { AssistantCapabilities } from '@polymath/shared';
import type {
  KnowledgeFinder,
  MessageActivity,
  MessageAllowance,
  ReplyArchive,
} from './chat.ports';

/** The model that answers and how it is shown (what adapters/ai `createLanguageModel` returns). */
export interface AiEngine {
  model: LanguageModelV3;
  engineName: string;
  kind: 'built-in' | 'openai-compatible';
}

/** Where a message to the log goes; Fastify's logger fits. */
export interface ChatLogger {
  warn(details: object, message: string): void;
}

/** Everything the chat flow works with, injected so tests choose the model and the knowledge. */
export interface ChatDeps {
  model: LanguageModelV3;
  /** The name answers are signed with (the response's `model`). */
  engineName: string;
  engineKind: 'built-in' | 'openai-compatible';
  knowledge: KnowledgeFinder;
  /** What answers can draw on besides the engine; told to the engine and to Settings. */
  capabilities?: AssistantCapabilities;
  /** A model reply taking longer than this fails with the chat error message. */
  aiTimeoutMs: number;
  /** The knowledge lookup gets this long; after it the answer goes on without sources. */
  knowledgeTimeoutMs: number;
  logger: ChatLogger;
  /** Keeps signed-in users' finished replies; without it they live only in the reply registry. */
  replyArchive?: ReplyArchive;
  /** Counts messages against the guests' free messages; without it nobody is limited. */
  messageAllowance?: MessageAllowance;
  /** Learns from and rewards each new user message; without it a message earns nothing. */
  messageActivity?: MessageActivity;
  /** The clock; tests fix it. */
  now?: () => Date;
}
